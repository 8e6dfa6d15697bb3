/** The dialogs of the plot status flow (spec 1 §4, §5, §7, §8), loaded when a status is chosen… */
// Reasoning: docs/decisions.md "Notes: src/features/plotStatus/StatusFlow.tsx"
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, type RaRecord } from 'ra-core';
import {
  ArrayInput,
  AutocompleteInput,
  FileInput,
  FileField,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../api/dataProvider';
import { ApiError } from '../../api/http';
import { getSession } from '../../api/session';
import { dialogFailureMessage, FormDialog, guardClose, useSavePending, type FormDialogProps } from '../../common/FormDialog';
import { runSaveOnce } from '../../common/pendingSaves';
import { uploadInputProps } from '../../common/uploads';
import { AmountInput } from '../../common/AmountInput';
import { DayInput } from '../../common/DayInput';
import { required } from '../../common/validators';
import { useT, type TranslateText } from '../../common/i18n';
import { EmiFields } from '../emi/EmiFields';
import { SignatureInput } from './SignatureInput';
import {
  bookingPayload,
  bookingTotal,
  CUSTOMER_TYPE_LABELS,
  customerChoices,
  customerSourceFor,
  customerTypesFor,
  PAYMENT_MODES,
  RESALE_PERMISSIONS,
  salePayload,
  shownStatus,
  STATUS_MESSAGES,
  statusChangedMessage,
  statusChangePayload,
  type CustomerType,
  type StatusTarget,
} from './statusLogic';

export interface StatusFlowProps {
  plot: RaRecord;
  target: StatusTarget;
  /** The plot as the user saw it when choosing the change (default: `plot`): the change starts from its status. */
  actedOn?: RaRecord;
  onClose: () => void;
  /** After the plot's status changed: by this change, or by someone else before it. */
  onDone?: () => void;
}

/** Sends a change that starts from the status the user acted on (given to `send` as from_status). */
type Guarded = <T>(send: (fromStatus: string) => Promise<T>) => Promise<T>;

interface DialogProps extends Omit<StatusFlowProps, 'target' | 'actedOn'> {
  guard: Guarded;
}

const validateCustomer = required(STATUS_MESSAGES.customerRequired);
const validateSignature = required(STATUS_MESSAGES.signatureRequired);

/** The Sold form's customer image: a picture of at most 10 MB. */
const CUSTOMER_IMAGE_UPLOAD = uploadInputProps({ image: true });

const choices = (values: readonly string[]) => values.map(v => ({ id: v, name: v }));

/** The queries a status change touches: plots (list, show, lookups, map), their history and sales records. */
const TOUCHED = /^(plot|customer|layout)/;

const useRefreshPlots = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ predicate: q => typeof q.queryKey[0] === 'string' && TOUCHED.test(q.queryKey[0]) });
};

const useAfterChange = (onDone?: () => void) => {
  const refreshPlots = useRefreshPlots();
  const notify = useNotify();
  return (message: string | undefined, fallback: string) => {
    notify(message || fallback, { type: 'info' });
    refreshPlots();
    onDone?.();
  };
};

/** The plot read again before every change: when what the user acted on is no longer so, nothing is sent… */
const useStatusGuard = (actedOn: RaRecord, onDone?: () => void): Guarded => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refreshPlots = useRefreshPlots();
  const t = useT();
  const { pathname } = useLocation();
  const refreshed = /\/plot\/?$/.test(pathname) ? STATUS_MESSAGES.listRefreshed : STATUS_MESSAGES.pageRefreshed;
  const acted = useRef(actedOn);
  const changedElsewhere = () => {
    refreshPlots();
    onDone?.();
  };
  return async send => {
    const { data: current } = await dataProvider.getOne('plot', { id: acted.current.id });
    if (shownStatus(current) !== shownStatus(acted.current)) {
      // The user is told now: a Save after this starts from the status just shown.
      acted.current = current;
      changedElsewhere();
      throw new Error(statusChangedMessage(current, refreshed, new Date(), t));
    }
    try {
      return await send(String(acted.current.status ?? ''));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) changedElsewhere();
      throw error;
    }
  };
};

const plotName = (plot: RaRecord, t: TranslateText) => t('Plot %{plot}', { plot: String(plot.number ?? plot.id) });

/** One status change of one plot: one pending save at a time, whatever is clicked. */
const statusDialogKey = (plot: RaRecord, target: StatusTarget) => `plot-status-${plot.id}-${target}`;

/* A dialog holding a form: the shared FormDialog (its guards, pending saves and failures) ------ */

interface FlowFormDialogProps extends Omit<FormDialogProps, 'open' | 'onSuccess' | 'dialogKey' | 'draftKey'> {
  plot: RaRecord;
  /** The status the dialog moves the plot to: with the plot, the identity of its pending save. */
  target: StatusTarget;
  /** The customer type chosen first (Booked, Sold): its form has its own draft. */
  customerType?: CustomerType;
  onDone?: () => void;
}

const FlowFormDialog = ({ plot, target, customerType, onDone, successText, defaultValues, ...props }: FlowFormDialogProps) => {
  const after = useAfterChange(onDone);
  // Taken once: a refreshed plot (another agent's change) must not reset what is being typed.
  const [initialValues] = useState(defaultValues);
  return (
    <FormDialog
      {...props}
      defaultValues={initialValues}
      open
      dialogKey={statusDialogKey(plot, target)}
      // The draft follows the plot, whichever page the dialog is opened from (list, show, map).
      draftKey={`${statusDialogKey(plot, target)}${customerType ? `-${customerType}` : ''}`}
      successText={successText}
      onSuccess={message => after(message, successText)}
    />
  );
};

/* Confirmation (Available) ---------------------------------------------------------------------- */

const AvailableDialog = ({ plot, guard, onClose, onDone }: DialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const t = useT();
  const after = useAfterChange(onDone);
  const pending = useSavePending(statusDialogKey(plot, 'Available'));
  const confirm = async () => {
    try {
      const result = await runSaveOnce(statusDialogKey(plot, 'Available'), () =>
        guard(from => dataProvider.plotBackToAvailable(plot.id, from)),
      );
      if (!result.started || !getSession()) return; // a sign-out (401) answered with an empty success: nothing changed
      after(result.value.message, 'Plot status changed to Available.');
      onClose();
    } catch (error) {
      notify(dialogFailureMessage(error, STATUS_MESSAGES.statusFailed), { type: 'warning' });
    }
  };
  return (
    <Dialog
      open
      onClose={guardClose(onClose, { dirty: false, pending })}
      aria-labelledby="status-confirm-title"
      aria-describedby="status-confirm-text"
      aria-busy={pending || undefined}
    >
      <DialogTitle id="status-confirm-title">{t('Change Status')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="status-confirm-text">
          {t('Are you sure you want to change the status of %{plot} to Available?', { plot: plotName(plot, t) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        <Button onClick={confirm} disabled={pending} variant="contained" autoFocus>
          {t('Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/* Resale --------------------------------------------------------------------------------------- */

const ResaleDialog = ({ plot, guard, onClose, onDone }: DialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  return (
    <FlowFormDialog
      plot={plot}
      target="Resale"
      title={t('Change Status')}
      submitLabel={t('Confirm')}
      onClose={onClose}
      onDone={onDone}
      successText="Plot added for resale."
      failureText={STATUS_MESSAGES.statusFailed}
      defaultValues={{ customer_permission: 'Show' }}
      onSubmit={async values => {
        const { message } = await guard(from =>
          dataProvider.plotResale({
            plot_id: plot.id,
            customer_id: plot.customer_id ?? plot.customer?.id ?? null,
            customer_permission: String(values.customer_permission ?? 'Show'),
            from_status: from,
          }),
        );
        return message;
      }}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('Are you sure you want to put %{plot} up for resale?', { plot: plotName(plot, t) })}
      </DialogContentText>
      <RadioButtonGroupInput
        source="customer_permission"
        label="Customer permission"
        choices={choices(RESALE_PERMISSIONS)}
        validate={required('Customer permission is required')}
      />
    </FlowFormDialog>
  );
};

/* Customers ------------------------------------------------------------------------------------ */

/** Any customer (customer/filter), searched by name or phone. */
const AnyCustomerInput = ({ source, label = 'Customer' }: { source: string; label?: string }) => (
  <ReferenceInput source={source} reference="customer/filter" perPage={30} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput
      label={label}
      optionText={(c: { name?: string; phone?: string }) => `${c.name ?? ''}${c.phone ? ` (${c.phone})` : ''}`}
      filterToQuery={q => ({ q })}
      validate={validateCustomer}
      fullWidth
    />
  </ReferenceInput>
);

const BrokerInput = () => (
  <ReferenceInput
    source="broker_id"
    reference="customer/filter"
    filter={{ isbroker: 1 }}
    perPage={30}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput label="Broker" optionText="name" filterToQuery={q => ({ q })} fullWidth />
  </ReferenceInput>
);

/** The customers of a Blocked Customer / Booked Customer choice (the plot's holders or its history). */
const HistoryCustomerInput = ({ plot, type }: { plot: RaRecord; type: 'blocked' | 'booked' }) => {
  const source = customerSourceFor(type);
  const plotStatus = source.kind === 'history' ? source.plot_status : 'Blocked';
  const { data, isPending } = useGetList('plotstatus', {
    filter: { plot_id: plot.id, plot_status: plotStatus },
    pagination: { page: 1, perPage: 30 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const list = customerChoices(type, plot, data ?? []);
  const t = useT();
  return (
    <>
      <SelectInput
        source="customer_id"
        label={CUSTOMER_TYPE_LABELS[type]}
        choices={list.map(c => ({ id: c.id, name: String(c.name ?? c.id) }))}
        validate={validateCustomer}
        isPending={isPending}
        fullWidth
      />
      {!isPending && list.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {plotStatus === 'Booked'
            ? t('No booked customer for this plot: choose Other Customer.')
            : t('No blocked customer for this plot: choose Other Customer.')}
        </Alert>
      )}
    </>
  );
};

/** The customer chosen from the start: the plot's only holder of that status (e.g. the booking customer). */
const defaultCustomer = (plot: RaRecord, type: CustomerType): Record<string, unknown> => {
  if (type === 'other') return {};
  const holders = customerChoices(type, plot, []);
  return holders.length === 1 ? { customer_id: holders[0].id } : {};
};

const CustomerInput = ({ plot, type }: { plot: RaRecord; type: CustomerType }) =>
  type === 'other' ? <AnyCustomerInput source="ocustomer_id" /> : <HistoryCustomerInput plot={plot} type={type} />;

/* Blocked -------------------------------------------------------------------------------------- */

const BlockedDialog = ({ plot, guard, onClose, onDone }: DialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  return (
    <FlowFormDialog
      plot={plot}
      target="Blocked"
      title={t('Plot %{plot}: Blocked', { plot: String(plot.number ?? plot.id) })}
      onClose={onClose}
      onDone={onDone}
      successText="Plot status updated successfully."
      failureText={STATUS_MESSAGES.statusFailed}
      onSubmit={async values => {
        const { message } = await guard(from =>
          dataProvider.plotStatusChange({ ...statusChangePayload(plot.id, 'Blocked', values), from_status: from }),
        );
        return message;
      }}
    >
      {plot.status === 'Blocked' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('The plot is already blocked: the customer joins its members.')}
        </Typography>
      )}
      <AnyCustomerInput source="customer_id" />
      <BrokerInput />
      <TextInput source="notes" label="Notes" multiline minRows={2} fullWidth />
    </FlowFormDialog>
  );
};

/* Customer type -------------------------------------------------------------------------------- */

const CustomerTypeDialog = ({
  target,
  onChoose,
  onClose,
}: {
  target: StatusTarget;
  onChoose: (type: CustomerType) => void;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog open onClose={onClose} aria-labelledby="customer-type-title" maxWidth="xs" fullWidth>
      <DialogTitle id="customer-type-title">{t('Select Customer Type')}</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        <List aria-labelledby="customer-type-title">
          {customerTypesFor(target).map((type, i) => (
            <ListItem key={type} disablePadding>
              <ListItemButton autoFocus={i === 0} onClick={() => onChoose(type)}>
                <ListItemText primary={t(CUSTOMER_TYPE_LABELS[type])} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/* Booked --------------------------------------------------------------------------------------- */

/** Keeps total_amount at the sum of the booking's amounts as they are typed (it stays editable). */
const BookingTotal = () => {
  const watched = useWatch({ name: ['sales_price', 'patta_cost', 'registration_cost', 'other_amount'] });
  const { setValue } = useFormContext();
  const key = JSON.stringify(watched);
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    const [sales_price, patta_cost, registration_cost, other_amount] = watched;
    setValue('total_amount', bookingTotal({ sales_price, patta_cost, registration_cost, other_amount }), { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
};

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
    {children}
  </Stack>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Box component="section" sx={{ mb: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1, mb: 1 }}>
        {t(title)}
      </Typography>
      {children}
    </Box>
  );
};

const PointInputs = () => (
  <Row>
    <NumberInput source="broker_point_value" label="Broker point value" />
    <NumberInput source="customer_point_earned_value" label="Customer points earned" />
    <NumberInput source="customer_point_spend_value" label="Customer points spent" />
  </Row>
);

/** The customer of the Booked and Sold forms: from the list of the chosen customer type, and a broker. */
const CustomerSection = ({ plot, type }: { plot: RaRecord; type: CustomerType }) => (
  <Section title="Customer">
    <Row>
      <CustomerInput plot={plot} type={type} />
      <BrokerInput />
    </Row>
  </Section>
);

const BookedFormDialog = ({ plot, type, guard, onClose, onDone }: DialogProps & { type: CustomerType }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  return (
    <FlowFormDialog
      plot={plot}
      target="Booked"
      customerType={type}
      wide
      title={t('Plot %{plot}: Booked', { plot: String(plot.number ?? plot.id) })}
      onClose={onClose}
      onDone={onDone}
      successText="Plot booked successfully."
      failureText={STATUS_MESSAGES.statusFailed}
      defaultValues={{ payment_mode: 'Cash', other_amount: [], interest_rate: 0, ...defaultCustomer(plot, type) }}
      onSubmit={async values => {
        const { message } = await guard(from => dataProvider.plotBook({ ...bookingPayload(plot.id, type, values), from_status: from }));
        return message;
      }}
    >
      <CustomerSection plot={plot} type={type} />
      <Section title="Payment">
        <Row>
          <DayInput source="due_date" label="Due date" />
          <SelectInput source="payment_mode" label="Payment mode" choices={choices(PAYMENT_MODES)} />
          <AmountInput source="booking_advance" label="Booking advance" />
        </Row>
        <Row>
          <AmountInput source="sales_price" label="Sales price" />
          <AmountInput source="patta_cost" label="Patta cost" />
          <AmountInput source="registration_cost" label="Registration cost" />
        </Row>
        <ArrayInput source="other_amount" label="Other amounts">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="label" label="Label" helperText={false} />
            <AmountInput source="amount" label="Amount" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <AmountInput source="total_amount" label="Total amount" helperText="Sales price, patta, registration and other amounts" />
        <BookingTotal />
      </Section>
      <Section title="Points">
        <PointInputs />
      </Section>
      <EmiFields plotId={plot.id} totalSource="total_amount" />
      <TextInput source="notes" label="Notes" multiline minRows={2} fullWidth />
      <Section title="Signatures">
        <SignatureInput source="signa" label="Admin signature" validate={validateSignature} />
        <SignatureInput source="usersigna" label="User signature" />
      </Section>
    </FlowFormDialog>
  );
};

/* Sold ----------------------------------------------------------------------------------------- */

const SoldFormDialog = ({ plot, type, guard, onClose, onDone }: DialogProps & { type: CustomerType }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  return (
    <FlowFormDialog
      plot={plot}
      target="Sold"
      customerType={type}
      wide
      title={t('Plot %{plot}: Sold', { plot: String(plot.number ?? plot.id) })}
      onClose={onClose}
      onDone={onDone}
      successText="Plot sold record created successfully."
      failureText={STATUS_MESSAGES.soldFailed}
      defaultValues={{ interest_rate: 0, ...defaultCustomer(plot, type) }}
      onSubmit={async values => {
        const { message } = await guard(from => dataProvider.plotSale({ ...salePayload(plot.id, type, values), from_status: from }));
        return message;
      }}
    >
      <CustomerSection plot={plot} type={type} />
      <Section title="Sale">
        <Row>
          <AmountInput source="price" label="Price" />
          <AmountInput source="total_amount" label="Total amount" />
          <DayInput source="registration_due_date" label="Registration due date" />
        </Row>
      </Section>
      <Section title="Points">
        <PointInputs />
      </Section>
      <EmiFields plotId={plot.id} totalSource="total_amount" />
      <TextInput source="notes" label="Notes" multiline minRows={2} fullWidth />
      {/* Refused pictures say why under the input; nothing is dropped silently (issue 12). */}
      <FileInput source="customer_image" label="Customer image" {...CUSTOMER_IMAGE_UPLOAD}>
        <FileField source="src" title="title" />
      </FileInput>
    </FlowFormDialog>
  );
};

/* The flow ------------------------------------------------------------------------------------- */

export const StatusFlow = ({ plot, target, actedOn, onClose, onDone }: StatusFlowProps) => {
  const [type, setType] = useState<CustomerType | null>(null);
  const guard = useStatusGuard(actedOn ?? plot, onDone);
  const props = { plot, guard, onClose, onDone };
  if (target === 'Available') return <AvailableDialog {...props} />;
  if (target === 'Resale') return <ResaleDialog {...props} />;
  if (target === 'Blocked') return <BlockedDialog {...props} />;
  if (!type) return <CustomerTypeDialog target={target} onChoose={setType} onClose={onClose} />;
  return target === 'Booked' ? <BookedFormDialog {...props} type={type} /> : <SoldFormDialog {...props} type={type} />;
};

export default StatusFlow;
