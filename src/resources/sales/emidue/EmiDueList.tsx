/** The EMI dues list: overdue instalments and those due within their plan's notice, with the customer's phone and a WhatsApp reminder… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/emidue/EmiDueList.tsx"
import { Box, IconButton, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { DataTable, SelectInput, TextInput, useStore, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { CustomerRef } from '../../../common/display';
import { DateRangeInput, LayoutFilterInput, ProjectFilterInput } from '../../../common/filters';
import { formatPaise } from '../../../common/format';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { PhoneCell } from '../../../features/telephony/PhoneCell';
import { InstalmentStatusChip } from '../../../features/emi/EmiSchedule';
import { DEFAULT_DUE_SORT, DUE_EXPORT_COLUMNS, DUE_KIND_CHOICES, type EmiDue } from '../../../features/emi/dues';
import { REMINDER_LANGUAGE, whatsappReminderUrl, type ReminderLanguage } from '../../../features/emi/dueReminders';
import { formatDay } from '../../../features/emi/emiLogic';
import { toPaise } from '../../../features/emi/schedule';
import { useT } from '../../../common/i18n';

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Due / Overdue" choices={DUE_KIND_CHOICES as { id: string; name: string }[]} alwaysOn />,
  <ProjectFilterInput key="project_id" source="project_id" label="Project" alwaysOn />,
  <LayoutFilterInput key="layout_id" source="layout_id" label="Layout" alwaysOn />,
  <DateRangeInput key="date_from" source="date_from" label="Due" />,
];

const EXPORT = {
  path: 'emidue/export',
  columns: DUE_EXPORT_COLUMNS.map(({ id, name }) => ({ id, name })),
  title: 'Export EMI dues',
  noun: 'instalments',
};

const due = (record: RaRecord) => record as unknown as EmiDue;
const amountDue = (record: RaRecord) => formatPaise(toPaise(due(record).amount_due) ?? 0);
const customerName = (record: RaRecord) => due(record).customer?.name ?? 'the customer';

/** The language of the reminders, chosen in the toolbar and remembered. */
const useReminderLanguage = () => useStore<ReminderLanguage>('emidue.reminderLanguage', REMINDER_LANGUAGE);

const ReminderLanguageChoice = () => {
  const t = useT();
  const [language, setLanguage] = useReminderLanguage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      onChange={(_e, value: ReminderLanguage | null) => value && setLanguage(value)}
      aria-label={t('Reminder language')}
    >
      <ToggleButton value="en">{t('English')}</ToggleButton>
      <ToggleButton value="ta" lang="ta">
        தமிழ்
      </ToggleButton>
    </ToggleButtonGroup>
  );
};

/** The reminder in a WhatsApp chat with the customer (the text prefilled); nothing without a phone. */
const WhatsAppReminder = ({ record }: { record: RaRecord }) => {
  const t = useT();
  const [language] = useReminderLanguage();
  const href = whatsappReminderUrl(due(record), language);
  if (!href) return null;
  return (
    <Tooltip title={t('WhatsApp reminder')}>
      <IconButton
        size="small"
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('WhatsApp reminder to %{name}', { name: due(record).customer?.name ?? t(customerName(record)) })}
      >
        <WhatsAppIcon fontSize="small" color="success" />
      </IconButton>
    </Tooltip>
  );
};

/** The phone (a call button where the member may call) with the WhatsApp reminder beside it. */
const Phone = ({ record }: { record: RaRecord }) => {
  const { customer, customer_id } = due(record);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {customer_id === null ? (
        <span>{customer?.phone ?? '-'}</span>
      ) : (
        <PhoneCell phone={customer?.phone} origin={{ from: 'customer', customerId: customer_id }} name={customer?.name} />
      )}
      <WhatsAppReminder record={record} />
    </Box>
  );
};

/** "EMI 3 of 24", to the plan's page. */
const PlanLink = ({ record }: { record: RaRecord }) => {
  const t = useT();
  const { emi_id, number, count, plot } = due(record);
  return (
    <RecordLink
      resource="plotemi"
      id={emi_id}
      aria-label={t('EMI %{number} of %{count}, plot %{plot}: open the plan', { number, count, plot: String(plot?.number ?? '-') })}
    >
      {t('EMI %{number} of %{count}', { number, count })}
    </RecordLink>
  );
};

const NOWRAP = () => ({ whiteSpace: 'nowrap' }) as const;

const daysLate = (record: RaRecord) => (due(record).kind === 'overdue' ? due(record).days_late : '-');

export const EmiDueList = () => {
  const t = useT();
  return (
    <ResourceList
      title="EMI Dues"
      filters={filters}
      sort={DEFAULT_DUE_SORT}
      rowClick={false}
      bulkDelete={false}
      exportOf={EXPORT}
      toolbarExtra={<ReminderLanguageChoice />}
      primaryText={r => `${due(r).customer?.name ?? '-'} · ${t('Plot %{number}', { number: String(due(r).plot?.number ?? '-') })}`}
      secondaryText={r =>
        `${t('EMI %{number}', { number: due(r).number })} · ${formatDay(due(r).due_date)} · ${amountDue(r)}${due(r).kind === 'overdue' ? ` · ${t('%{days} days late', { days: due(r).days_late })}` : ''}`
      }
      tertiaryText={r => <WhatsAppReminder record={r} />}
    >
      <DataTable.Col source="customer.name" label="Customer" render={(r: RaRecord) => <CustomerRef record={r} />} />
      <DataTable.Col label="Phone" disableSort render={(r: RaRecord) => <Phone record={r} />} />
      <DataTable.Col
        source="plot.number"
        label="Plot"
        render={(r: RaRecord) => <RecordRef resource="plot" source="plot" text="number" record={r} />}
      />
      <DataTable.Col
        source="layout.name"
        label="Layout"
        render={(r: RaRecord) => <RecordRef resource="layout" source="layout" record={r} />}
      />
      <DataTable.Col
        source="project.name"
        label="Project"
        render={(r: RaRecord) => <RecordRef resource="project" source="project" record={r} />}
      />
      <DataTable.Col source="number" label="EMI" cellSx={NOWRAP} render={(r: RaRecord) => <PlanLink record={r} />} />
      <DataTable.Col source="due_date" label="Due Date" cellSx={NOWRAP} render={(r: RaRecord) => formatDay(due(r).due_date)} />
      <DataTable.Col source="amount_due" label="Amount Due" align="right" cellSx={NOWRAP} render={amountDue} />
      <DataTable.Col source="days_late" label="Days Late" align="right" render={daysLate} />
      <DataTable.Col source="status" label="Status" disableSort render={(r: RaRecord) => <InstalmentStatusChip status={due(r).status} />} />
    </ResourceList>
  );
};

export default EmiDueList;
