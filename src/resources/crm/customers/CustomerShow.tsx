/** One customer (spec 2 §2 "customer/{id}/show"; issue 15): two tab panels sharing /show/{segment}. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/CustomerShow.tsx"
import { useState, type ComponentProps, type ReactElement } from 'react';
import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, Labeled, Pagination, ReferenceManyField, TextInput, useRecordContext, type RaRecord } from 'react-admin';
import { useDataProvider } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useAllowed } from '../../../common/access';
import { col, dayCol, refCol, TabNotice } from '../../../common/display';
import { FormDialog } from '../../../common/FormDialog';
import { GatedButton } from '../../../common/GatedButton';
import { formatPrice } from '../../../common/format';
import { RecordLink } from '../../../common/RecordLink';
import { ChildRows, CHILD_PAGE_SIZES as PAGE_SIZES } from '../../../common/schema/ChildRows';
import { SchemaShow, ShowFields } from '../../../common/schema/views';
import { CustomerPlotHistory } from '../../../features/plotHistory/PlotTimeline';
import { CustomerAttributesTab } from './CustomerAttributes';
import { CustomerPointsTab } from './CustomerPoints';
import { customerbank } from './customerBanks';
import { customerproof } from './customerProofs';
import { CUSTOMER_TEXTS, customer } from './customers';
import { NOTE_TEXTS } from './notes';
import { useT } from '../../../common/i18n';
import { EmptyRows } from '../../../common/EmptyRows';

/** A fixed text drawn in a cell, in the chosen language. */
const Tr = ({ text }: { text: string }) => <>{useT()(text)}</>;

export const NO_ITEMS = 'No items found';
/** A tab whose records the member may not view (not given by the specifications). */
export const NOT_ALLOWED = 'You do not have permission to view these records.';

/** How the read-only tabs word their values. */
export const CUSTOMER_TAB_TEXTS = {
  /** customergift.gift_status: send / notsend (the gifts' default view is notsend, §4). */
  giftStatus: (value: unknown): string => (value === 'send' ? 'Sent' : value === 'notsend' ? 'Not Sent' : String(value ?? '-')),
  /** A lead's status; Hold is displayed as Do Not Disturb (§4, §9). */
  leadStatus: (value: unknown): string => (value === 'Hold' ? 'Do Not Disturb' : String(value ?? '-')),
  /** An activity note's preview: the first 80 characters, then an ellipsis (§2, §9). */
  preview: (value: unknown): string => {
    const text = String(value ?? '');
    return text.length > 80 ? `${text.slice(0, 80)}…` : text || '-';
  },
} as const;

interface PanelTab {
  label: string;
  /** The segment after /show ('' for the first panel's index tab). */
  path: string;
  content: () => ReactElement;
}

/** The customer's show path and the segment after it. */
const useShowPath = (): { base: string; segment: string } => {
  const { pathname } = useLocation();
  const match = /^(.*\/customer\/[^/]+\/show)(?:\/([^/]+))?/.exec(pathname);
  return { base: match?.[1] ?? pathname, segment: match?.[2] ?? '' };
};

/** A tab panel whose tabs are links to /show/{segment}; it selects the segment it owns, else its first tab. */
const RoutedTabs = ({ label, tabs }: { label: string; tabs: PanelTab[] }) => {
  const t = useT();
  const { base, segment } = useShowPath();
  const current = tabs.find(tab => tab.path === segment) ?? tabs[0]!;
  return (
    <Paper variant="outlined" sx={{ mt: 2 }}>
      <Tabs value={current.path} aria-label={t(label)} variant="scrollable" scrollButtons="auto">
        {tabs.map(tab => (
          <Tab key={tab.path} value={tab.path} label={t(tab.label)} component={Link} to={tab.path ? `${base}/${tab.path}` : base} />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }} role="tabpanel" aria-label={t(current.label)}>
        {current.content()}
      </Box>
    </Paper>
  );
};

/** A list read with the customer's filter: 'No items found' when empty. */
const CustomerRows = ({
  reference,
  target = 'customer_id',
  filter,
  sort,
  children,
}: {
  reference: string;
  target?: string;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  children: ReactElement[];
}) => {
  const t = useT();
  // Read only with the records' own view key: a refused read would end the session (checkError).
  return useAllowed(reference, 'list') ? (
    <ReferenceManyField
      reference={reference}
      target={target}
      filter={filter}
      perPage={10}
      sort={sort ?? { field: 'created_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={<EmptyRows text={t(NO_ITEMS)} />}
    >
      {/* A tab's fixed filter (Blocked plots) is not the user's: no Clear filters for it. */}
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={t(NO_ITEMS)} />}>
        {children}
      </DataTable>
    </ReferenceManyField>
  ) : (
    <TabNotice>{t(NOT_ALLOWED)}</TabNotice>
  );
};

const plotCol = refCol('plot', 'Plot', 'plot', 'number');
const projectCol = refCol('project', 'Project');
const createdCol = dayCol('created_at', 'Date');
const priceCol = (source: string, label: string) => col(source, label, r => formatPrice(r[source]));
const trCol = (source: string, label: string, text: (value: unknown) => string = v => String(v ?? '-')) =>
  col(source, label, r => <Tr text={text(r[source])} />);

const SoldPlots = () => <CustomerRows reference="plotsale">{[plotCol, projectCol, priceCol('price', 'Price'), createdCol]}</CustomerRows>;

const BookedPlots = () => (
  <CustomerRows reference="plotbook">
    {[
      plotCol,
      projectCol,
      priceCol('sales_price', 'Sales Price'),
      priceCol('booking_advance', 'Booking Advance'),
      trCol('paid', 'Paid', v => (Number(v) === 1 ? 'Paid' : 'Un Paid')),
      createdCol,
    ]}
  </CustomerRows>
);

const BlockedPlots = () => (
  <CustomerRows reference="plot" filter={{ status: 'Blocked' }}>
    {[
      col('number', 'Plot', r => (
        <RecordLink resource="plot" id={r.id}>
          {String(r.number)}
        </RecordLink>
      )),
      refCol('layout', 'Layout'),
      trCol('status', 'Status'),
      createdCol,
    ]}
  </CustomerRows>
);

/** Sold Plot by Broker (a broker only): the sales the customer brought as broker (plotsale?broker_id=). */
const SoldPlotsByBroker = () => (
  <CustomerRows reference="plotsale" target="broker_id">
    {[plotCol, projectCol, refCol('customer', 'Customer'), priceCol('price', 'Price'), createdCol]}
  </CustomerRows>
);

/* Read-only tabs of areas built elsewhere: their rows with the customer's filter… */
const GiftDetails = () => (
  <CustomerRows reference="customergift">
    {[refCol('gift', 'Gift'), trCol('gift_status', 'Status', CUSTOMER_TAB_TEXTS.giftStatus), dayCol('sent_date', 'Sent Date'), createdCol]}
  </CustomerRows>
);

const InterestDetails = () => (
  <CustomerRows reference="customerinterest">
    {[
      col('project', 'Project', r => (
        <RecordLink resource="customerinterest" id={r.id}>
          {String((r.project as { name?: string } | null)?.name ?? '-')}
        </RecordLink>
      )),
      trCol('status', 'Status', CUSTOMER_TAB_TEXTS.leadStatus),
      trCol('lead_type', 'Lead Type'),
      col('budget', 'Budget', r => `${formatPrice(r.budget_from)} - ${formatPrice(r.budget_to)}`),
      dayCol('followup_on', 'Follow Up'),
      createdCol,
    ]}
  </CustomerRows>
);

const Activities = () => (
  <CustomerRows reference="customerinterestactivity">
    {[
      col('activity_type', 'Activity Type', r => String(r.activity_type ?? '-')),
      col('note', 'Note', r => <span title={String(r.note ?? '')}>{CUSTOMER_TAB_TEXTS.preview(r.note)}</span>),
      col('lead', 'Lead', r =>
        r.interest_id ? (
          <RecordLink resource="customerinterest" id={r.interest_id as string}>{`#${String(r.interest_id)}`}</RecordLink>
        ) : (
          '-'
        ),
      ),
      dayCol('followup_on', 'Follow Up'),
      createdCol,
    ]}
  </CustomerRows>
);

/** App Access: the access of the mobile app, or the notice (G24). */
const AppAccess = () => {
  const t = useT();
  const record = useRecordContext();
  if (!record) return null;
  if (Number(record.app_access) !== 1) return <TabNotice>{t(CUSTOMER_TEXTS.noAppAccess)}</TabNotice>;
  const text = (value: unknown) => <span>{value === null || value === undefined || value === '' ? '-' : String(value)}</span>;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Labeled label="Mobile">{text(record.access_mobile)}</Labeled>
      <Labeled label="Email">{text(record.access_email)}</Labeled>
      <Labeled label="Status">
        <span>
          {record.access_status === null || record.access_status === undefined || record.access_status === ''
            ? '-'
            : t(String(record.access_status))}
        </span>
      </Labeled>
    </Box>
  );
};

/** Notes: the customer's notes (notes/detailtab, source_type Customer) and the add-note dialog. */
const Notes = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const canAdd = useAllowed('customer', 'view');
  if (!record) return null;
  return (
    <Box>
      {canAdd && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pb: 1 }}>
          <Button variant="contained" startIcon={<NoteAddIcon />} onClick={() => setOpen(true)}>
            {t('Add Note')}
          </Button>
        </Box>
      )}
      <ReferenceManyField
        reference="notes/detailtab"
        target="source_id"
        filter={{ source_type: 'Customer' }}
        perPage={10}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
        empty={<EmptyRows text={t(NO_ITEMS)} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={t(NO_ITEMS)} />}>
          <DataTable.Col
            source="notes"
            label="Notes"
            disableSort
            render={(r: RaRecord) => (
              <RecordLink resource="notes" id={r.id}>
                {String(r.notes ?? '')}
              </RecordLink>
            )}
          />
          {createdCol}
          <DataTable.Col
            label=""
            disableSort
            render={(r: RaRecord) => (
              <GatedButton
                resource="notes"
                action="edit"
                to={`/notes/${encodeURIComponent(String(r.id))}?nid=${encodeURIComponent(String(record.id))}`}
                label="Edit"
                icon={<EditIcon />}
              />
            )}
          />
        </DataTable>
      </ReferenceManyField>
      {open && (
        <FormDialog
          open
          title={t('Add Note')}
          onClose={() => setOpen(false)}
          onSubmit={async values =>
            (await dataProvider.createNote({ source_id: record.id, source_type: 'Customer', notes: String(values.notes ?? '').trim() }))
              .message
          }
          successText={NOTE_TEXTS.created}
          failureText={NOTE_TEXTS.failure}
          dialogKey={`customer-${record.id}-note`}
        >
          <TextInput
            source="notes"
            label="Notes"
            multiline
            minRows={3}
            validate={(v: unknown) => (String(v ?? '').trim() ? undefined : NOTE_TEXTS.notes)}
            fullWidth
          />
        </FormDialog>
      )}
    </Box>
  );
};

/** A child list whose empty notice is in the chosen language. */
const CustomerChildRows = (props: ComponentProps<typeof ChildRows>) => <ChildRows {...props} empty={useT()(props.empty)} />;

/** The first panel's tabs, in the order of spec 2 §2. */
const FIRST_PANEL: PanelTab[] = [
  { label: 'Summary', path: '', content: () => <ShowFields schema={customer} /> },
  { label: 'App Access', path: 'appaccess', content: () => <AppAccess /> },
  {
    label: 'Bank Details',
    path: 'bank',
    content: () => (
      <CustomerChildRows schema={customerbank} target="cid" param="cid" addLabel="Add Bank Details" empty={NO_ITEMS} perPage={10} />
    ),
  },
  {
    label: 'ID Proofs',
    path: 'idproof',
    content: () => (
      <CustomerChildRows schema={customerproof} target="cid" param="cid" addLabel="Add ID Proof" empty={NO_ITEMS} perPage={10} />
    ),
  },
  { label: 'Activities', path: 'activities', content: () => <Activities /> },
  { label: 'Interest Details', path: 'customerintrest', content: () => <InterestDetails /> },
  { label: 'Gift Details', path: 'giftdetails', content: () => <GiftDetails /> },
  { label: 'Notes', path: 'note', content: () => <Notes /> },
  { label: 'Customer Attribute', path: 'customerattribute', content: () => <CustomerAttributesTab /> },
];

const BROKER_TAB: PanelTab = { label: 'Sold Plot by Broker', path: 'soldplotbybroker', content: () => <SoldPlotsByBroker /> };

/** The second panel's tabs; Sold Plot by Broker only for a broker (isbroker=1). */
const secondPanel = (isBroker: boolean): PanelTab[] => [
  { label: 'Points', path: 'customerpoints', content: () => <CustomerPointsTab /> },
  { label: 'Sold Plot', path: 'soldplot', content: () => <SoldPlots /> },
  { label: 'Booked Plot', path: 'bookedplot', content: () => <BookedPlots /> },
  { label: 'Blocked Plot', path: 'blockedplot', content: () => <BlockedPlots /> },
  ...(isBroker ? [BROKER_TAB] : []),
  { label: 'Plot History', path: 'plothistory', content: () => <CustomerPlotHistory /> },
];

const Panels = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <RoutedTabs label="Customer" tabs={FIRST_PANEL} />
      <RoutedTabs label="Plots" tabs={secondPanel(Number(record.isbroker) === 1)} />
    </Box>
  );
};

const CustomerShow = () => (
  <SchemaShow schema={customer}>
    <Panels />
  </SchemaShow>
);

export default CustomerShow;
