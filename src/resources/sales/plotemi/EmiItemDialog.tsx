/** The Add Monthly EMI and Edit EMI dialogs: paid_on, amount, status Paid or Due, the penalty box and the penalty amount… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotemi/EmiItemDialog.tsx"
import { Typography } from '@mui/material';
import { useDataProvider, type Identifier, type RaRecord } from 'ra-core';
import { BooleanInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../api/dataProvider';
import type { EmiItemPayload } from '../../../api/methods/plotEmi';
import { MESSAGES } from '../../../common/messages';
import { EMI_ITEM_STATUS_CHOICES, fieldRule, isTicked, validateEmiItem, type Values } from '../../../features/emi/emiLogic';
import { FormDialog } from '../../../common/FormDialog';
import { AmountInput } from '../../../common/AmountInput';
import { DayInput } from '../../../common/DayInput';
import { formatPaise } from '../../../common/format';
import { formatDay } from '../../../features/emi/emiLogic';
import { fromPaise, planInstalment, todayYmd, type ScheduleRow } from '../../../features/emi/schedule';
import { useT } from '../../../common/i18n';

const rule = (field: string) => fieldRule(field, validateEmiItem);

const PenaltyAmount = () => {
  const ticked = isTicked(useWatch({ name: 'ispenalty' }));
  if (!ticked) return null;
  return <AmountInput source="penalty_amount" label="Penalty Amount" min={0} validate={rule('penalty_amount')} fullWidth />;
};

/** The payload of both calls, from the dialog's values. */
export const emiItemPayload = (values: Values): EmiItemPayload => {
  const penalty = isTicked(values.ispenalty);
  return {
    paid_on: values.paid_on ? String(values.paid_on) : null,
    amount: values.amount as number,
    status: String(values.status),
    ispenalty: penalty ? 1 : 0,
    penalty_amount: penalty ? (values.penalty_amount as number) : null,
  };
};

export interface EmiItemDialogProps {
  open: boolean;
  onClose: () => void;
  plan: RaRecord;
  /** The history item being edited; absent when adding. */
  item?: RaRecord | null;
  /** Paying an instalment of the schedule: the amount left on it, status Paid. */
  instalment?: ScheduleRow | null;
}

/** The dialog's values of a history item (as read, or as it is now after a stale save, issue 38). */
const itemValues = (item: Record<string, unknown>): Values => ({
  paid_on: item.paid_on ?? null,
  amount: item.amount ?? null,
  status: item.status ?? null,
  ispenalty: isTicked(item.is_penalty),
  penalty_amount: item.penalty_amount ?? null,
});

export const EmiItemDialog = ({ open, onClose, plan, item, instalment }: EmiItemDialogProps) => {
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const editing = !!item;
  const defaults = editing
    ? itemValues(item)
    : instalment
      ? {
          paid_on: todayYmd(),
          amount: fromPaise(instalment.amount - instalment.paid),
          status: 'Paid',
          ispenalty: false,
          penalty_amount: null,
        }
      : { paid_on: todayYmd(), amount: planInstalment(plan), status: null, ispenalty: false, penalty_amount: null };
  const submit = async (values: Values, { version }: { version?: string }) => {
    const payload = emiItemPayload(values);
    const { message } = editing
      ? await dataProvider.editEmiItem(plan.id, item.id as Identifier, payload, version)
      : await dataProvider.addEmiItem(plan.id, payload);
    return message;
  };
  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit EMI' : 'Add Monthly EMI'}
      onClose={onClose}
      onSubmit={submit}
      successText={editing ? 'EMI updated successfully.' : 'EMI added successfully.'}
      failureText={MESSAGES.processOperation}
      defaultValues={defaults}
      version={editing && typeof item.updated_at === 'string' ? item.updated_at : undefined}
      valuesOf={itemValues}
    >
      {instalment && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('EMI %{number}, due %{due}: %{amount}', {
            number: instalment.number,
            due: formatDay(instalment.due),
            amount: formatPaise(instalment.amount),
          })}
          {instalment.paid > 0 ? t(', %{paid} already paid', { paid: formatPaise(instalment.paid) }) : ''}
        </Typography>
      )}
      <DayInput source="paid_on" label="Paid On" fullWidth />
      <AmountInput source="amount" label="Amount" min={0} validate={rule('amount')} fullWidth />
      <SelectInput source="status" label="Status" choices={EMI_ITEM_STATUS_CHOICES} validate={rule('status')} fullWidth />
      <BooleanInput source="ispenalty" label="Penalty" />
      <PenaltyAmount />
    </FormDialog>
  );
};
