/** Small display pieces shared by the show pages and lists of every area: a labelled detail, a tab's notice, and a record's customer. */
// Reasoning: docs/decisions.md "Notes: src/common/display.tsx"
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, type RaRecord } from 'ra-core';
import { DataTable, TabbedShowLayout } from 'react-admin';
import { RecordRef } from './RecordLink';
import { DayField } from './DayField';
import { useT } from './i18n';

/** One labelled value of a detail page. */
export const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', maxWidth: 460 }}>
        {children === null || children === undefined || children === '' ? '-' : children}
      </Typography>
    </Box>
  );
};

/** A short notice in place of a tab's content: empty, failed, or not there. */
export const TabNotice = ({ children }: { children: ReactNode }) => {
  const t = useT();
  // A notice given as text is translated here (its key is the English text).
  return (
    <Typography color="text.secondary" sx={{ py: 3 }} role="status">
      {typeof children === 'string' ? t(children) : children}
    </Typography>
  );
};

/** The record's customer by name, linked to the customer page by RecordLink; a Blocked plot held by several shows '+N Members'. */
export const CustomerRef = ({ record: given, source = 'customer' }: { record?: RaRecord; source?: string }) => {
  const record = useRecordContext({ record: given });
  const t = useT();
  const members = source === 'customer' && Array.isArray(record?.members) ? (record.members as { name: string }[]) : [];
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <RecordRef resource="customer" source={source} record={record} />
      {members.length > 1 && (
        <Typography component="span" variant="caption" color="text.secondary" title={members.map(m => m.name).join(', ')}>
          {t('+%{count} Members', { count: members.length - 1 })}
        </Typography>
      )}
    </Box>
  );
};

/** The Plot, Project and Customer details of a booking, sale, resale or EMI plan (its record in context). */
export const PlotProjectCustomerDetails = ({ projectSource = 'project' }: { projectSource?: string }) => (
  <>
    <Detail label="Plot">
      <RecordRef resource="plot" source="plot" text="number" />
    </Detail>
    <Detail label="Project">
      <RecordRef resource="project" source={projectSource} />
    </Detail>
    <Detail label="Customer">
      <CustomerRef />
    </Detail>
  </>
);

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The Plot, Project and Customer columns of the booking, sale and resale lists (an array: DataTable reads its children flat). */
export const plotProjectCustomerCols = () => [
  <DataTable.Col
    key="plot"
    label="Plot"
    disableSort
    sx={NOWRAP}
    render={(r: RaRecord) => <RecordRef resource="plot" source="plot" text="number" record={r} />}
  />,
  <DataTable.Col
    key="project"
    label="Project"
    disableSort
    sx={NOWRAP}
    render={(r: RaRecord) => <RecordRef resource="project" source="project" record={r} />}
  />,
  <DataTable.Col key="customer" label="Customer" disableSort sx={NOWRAP} render={(r: RaRecord) => <CustomerRef record={r} />} />,
];

/** A column of a read-only table (no sort): `render` draws the row's value. */
export const col = (key: string, label: string, render: (r: RaRecord) => ReactNode) => (
  <DataTable.Col key={key} label={label} disableSort render={render} />
);

/** A column linking the row's embedded record (`text`: its field shown, else the name). */
export const refCol = (source: string, label: string, resource = source, text?: string) =>
  col(source, label, r => <RecordRef record={r} source={source} resource={resource} text={text} />);

/** A column of a day (dd/mm/yyyy), '-' when there is none. */
export const dayCol = (source: string, label: string) => col(source, label, () => <DayField source={source} emptyText="-" />);

/** One tab of a show page: its label, its path after /show (none for the first) and its content. */
export interface ShowTab {
  label: string;
  path?: string;
  content: ReactNode;
}

/** A show page's tabs, declared as a list (react-admin's TabbedShowLayout). */
export const ShowTabs = ({ tabs }: { tabs: readonly ShowTab[] }) => (
  <TabbedShowLayout>
    {tabs.map(tab => (
      <TabbedShowLayout.Tab key={tab.path ?? ''} label={tab.label} path={tab.path}>
        {tab.content}
      </TabbedShowLayout.Tab>
    ))}
  </TabbedShowLayout>
);
