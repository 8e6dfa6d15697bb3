/** A lead's page (spec 2 §2 "Show tabs: Summary, Activities (activity), Plots (plot)"): Summary, Activities, Plots. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/leads/LeadShow.tsx"
import { Box } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useRecordContext, type RaRecord } from 'react-admin';
import { formatMeasurement } from '../../../common/land';
import { TabNotice, ShowTabs } from '../../../common/display';
import { MESSAGES } from '../../../common/messages';
import { ChildRows, CHILD_PAGE_SIZES } from '../../../common/schema/ChildRows';
import { isHttpUrl, SchemaShow, ShowFields } from '../../../common/schema/views';
import { customerinterestactivity } from './customerInterestActivities';
import { customerinterest } from './customerInterests';
import { AssignLead, WhatsAppLink } from './LeadRowActions';
import { useT } from '../../../common/i18n';

/** The telephony recording of an activity: a player only for an http(s) URL. */
export const Recording = ({ url }: { url: unknown }) => {
  const t = useT();
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a call recording has no transcript to caption
  return isHttpUrl(url) ? <audio controls preload="none" src={String(url)} aria-label={t('Call recording')} /> : <span>-</span>;
};

/** A fixed text drawn in a cell, in the chosen language. */
const Tr = ({ text }: { text: string }) => <>{useT()(text)}</>;

const LeadButtons = () => {
  const record = useRecordContext();
  return record ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <WhatsAppLink record={record} />
      <AssignLead record={record} />
    </Box>
  ) : null;
};

const Activities = () => {
  const t = useT();
  return (
    <ChildRows
      schema={customerinterestactivity}
      target="cid"
      param="cid"
      addLabel="Add Activity"
      empty={t(MESSAGES.noItems)}
      extraColumns={[<DataTable.Col key="audio" label="Recording" disableSort render={(r: RaRecord) => <Recording url={r.audio_url} />} />]}
    />
  );
};

const Plots = () => {
  const t = useT();
  return (
    <ReferenceManyField
      reference="customerinterestplottab"
      target="cid"
      perPage={10}
      sort={{ field: 'number', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />}
      empty={<TabNotice>{t(MESSAGES.noItems)}</TabNotice>}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="number" label="Number" disableSort />
        <DataTable.Col label="Layout" disableSort render={(r: RaRecord) => String((r.layout as { name?: string } | null)?.name ?? '-')} />
        <DataTable.Col label="Measurement" disableSort render={(r: RaRecord) => formatMeasurement(r.measurement)} />
        <DataTable.Col source="squarefeet" label="Square Feet" disableSort />
        <DataTable.Col
          label="Building"
          disableSort
          render={(r: RaRecord) => <Tr text={r.has_building === 1 || r.has_building === '1' || r.has_building === true ? 'Yes' : 'No'} />}
        />
      </DataTable>
    </ReferenceManyField>
  );
};

const LeadShow = () => (
  <SchemaShow schema={customerinterest}>
    <ShowTabs
      tabs={[
        {
          label: 'Summary',
          content: (
            <>
              <LeadButtons />
              <ShowFields schema={customerinterest} />
            </>
          ),
        },
        { label: 'Activities', path: 'activity', content: <Activities /> },
        { label: 'Plots', path: 'plot', content: <Plots /> },
      ]}
    />
  </SchemaShow>
);

export default LeadShow;
