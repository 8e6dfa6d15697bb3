/** The EMI block: the inputs of a plan under the API's field names, inside the surrounding react-admin / react-hook-form form. */
// Reasoning: docs/decisions.md "Notes: src/features/emi/EmiFields.tsx"
import { useEffect, useRef } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'ra-core';
import { BooleanInput, NumberInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../api/dataProvider';
import { RecordLink } from '../../common/RecordLink';
import { AmountInput } from '../../common/AmountInput';
import { DayInput } from '../../common/DayInput';
import {
  DUE_TYPE_CHOICES,
  MONTHLY_DUE_HINT,
  MONTH_CHOICES,
  WEEKDAY_CHOICES,
  describeDue,
  describeDuration,
  fieldRule,
  isTicked,
  validatePlan,
  type PlanRuleOptions,
  type Values,
} from './emiLogic';
import { monthlyInstalment } from './schedule';
import { formatPrice } from '../../common/format';
import { useT } from '../../common/i18n';

export interface EmiFieldsProps {
  /** The plot the form is for: a plot already on an EMI plan shows that plan instead of the toggle. */
  plotId: string | number;
  /** The form field holding the total amount the monthly amount is computed from. */
  totalSource: string;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

/** Sets the monthly amount on every change of its inputs; an amount typed by hand or stored is kept until one of them changes. */
const LiveInstalment = ({ totalSource }: { totalSource: string }) => {
  const [total, downpayment, duration, interest, dueType] = useWatch({
    name: [totalSource, 'downpayment', 'total_duration', 'interest_rate', 'due_type'],
  });
  const { getValues, setValue } = useFormContext();
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const amount = monthlyInstalment({ total, downpayment, duration, interest, dueType });
    const current = getValues('instalment_amount');
    const blank = current === null || current === undefined || current === '';
    if (isFirst && !blank) return;
    if (amount === null ? blank : current === amount) return;
    setValue('instalment_amount', amount, { shouldDirty: true, shouldValidate: !isFirst });
  }, [total, downpayment, duration, interest, dueType, getValues, setValue]);
  return null;
};

/** The due date input of the due type: a day 1 to 30 (Monthly), a weekday (Weekly), a month and a day (Yearly). */
const DueDateInputs = ({ rule }: { rule: (field: string) => ReturnType<typeof fieldRule> }) => {
  const t = useT();
  const dueType = useWatch({ name: 'due_type' });
  const { setValue, getValues } = useFormContext();
  const previous = useRef(dueType);
  useEffect(() => {
    // Another due type gives emi_due_date another meaning: start it again.
    if (previous.current !== dueType && previous.current !== undefined && getValues('emi_due_date') != null) {
      setValue('emi_due_date', null, { shouldDirty: true });
    }
    previous.current = dueType;
  }, [dueType, getValues, setValue]);
  if (dueType === 'Weekly') {
    return (
      <SelectInput
        source="emi_due_date"
        label="Due Day"
        choices={WEEKDAY_CHOICES}
        validate={rule('emi_due_date')}
        helperText={t('Weeks start on Monday')}
        fullWidth
      />
    );
  }
  if (dueType === 'Yearly') {
    return (
      <>
        <SelectInput source="emi_due_date" label="Due Month" choices={MONTH_CHOICES} validate={rule('emi_due_date')} fullWidth />
        <NumberInput source="yearly_due_date" label="Yearly Due Date" helperText={t('Day of the due month')} min={1} max={31} fullWidth />
      </>
    );
  }
  return (
    <NumberInput
      source="emi_due_date"
      label="Due Date"
      helperText={t(MONTHLY_DUE_HINT)}
      min={1}
      max={31}
      validate={rule('emi_due_date')}
      fullWidth
    />
  );
};

export interface EmiPlanInputsProps {
  /** Which rules apply (emiLogic validatePlan). */
  scope: PlanRuleOptions['scope'];
  totalSource: string;
  /** The rules apply only when this holds (the EMI block: when isemi is on). */
  when?: (values: Values) => boolean;
  /** emi_number cannot be changed (the plotemi edit form). */
  emiNumberReadOnly?: boolean;
}

/** The inputs of an EMI plan. */
export const EmiPlanInputs = ({ scope, totalSource, when, emiNumberReadOnly }: EmiPlanInputsProps) => {
  const rules = (values: Values) => validatePlan(values, { scope, totalSource });
  const rule = (field: string) => fieldRule(field, rules, when);
  const t = useT();
  const dueType = useWatch({ name: 'due_type' });
  return (
    <Box sx={grid} data-testid="emi-plan-inputs">
      <LiveInstalment totalSource={totalSource} />
      <AmountInput source="downpayment" label="Down Payment" min={0} validate={rule('downpayment')} fullWidth />
      <SelectInput
        source="due_type"
        label="Due Type"
        choices={DUE_TYPE_CHOICES}
        defaultValue="Monthly"
        validate={rule('due_type')}
        fullWidth
      />
      <NumberInput
        source="total_duration"
        label="Total Duration"
        helperText={dueType === 'Yearly' ? t('In years') : t('In months')}
        min={0}
        validate={rule('total_duration')}
        fullWidth
      />
      <NumberInput
        source="interest_rate"
        label="Interest Rate (%)"
        defaultValue={0}
        min={0}
        step={0.1}
        validate={rule('interest_rate')}
        fullWidth
      />
      <AmountInput
        source="instalment_amount"
        label="Monthly Amount"
        helperText={t('Computed from the total, down payment, duration and interest')}
        min={0}
        validate={rule('instalment_amount')}
        fullWidth
      />
      <NumberInput source="emi_number" label="EMI Number" min={0} readOnly={emiNumberReadOnly} validate={rule('emi_number')} fullWidth />
      <DueDateInputs rule={rule} />
      <NumberInput
        source="prior_notification_days"
        label="Prior Notification Days"
        helperText={t('Days before the due date')}
        min={0}
        validate={rule('prior_notification_days')}
        fullWidth
      />
      <DayInput source="final_due_date" label="Final Due Date" validate={rule('final_due_date')} fullWidth />
    </Box>
  );
};

/** The plan a plot is already on, in place of the toggle. */
export const ExistingPlan = ({ plan }: { plan: RaRecord }) => {
  const t = useT();
  return (
    <Alert severity="info" sx={{ width: '100%', mb: 2 }} data-testid="existing-emi-plan">
      <Typography variant="subtitle2" component="p">
        {t('This plot is already on an EMI plan.')}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
        <span>{t('EMI Number: %{value}', { value: String(plan.emi_number ?? '-') })}</span>
        <span>{t('Total Amount: %{value}', { value: formatPrice(plan.total_amount) })}</span>
        <span>{t('Monthly Amount: %{value}', { value: formatPrice(plan.instalment_amount) })}</span>
        <span>
          {plan.due_type ? t(String(plan.due_type)) : '-'}, {describeDue(plan, t)},{' '}
          {describeDuration(plan.total_duration, plan.due_type, t)}
        </span>
        <span>{t('Paid: %{paid} · Due: %{due}', { paid: String(plan.emi_paid_count ?? 0), due: String(plan.emi_due_count ?? 0) })}</span>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <RecordLink resource="plotemi" id={plan.id}>
          {t('View the EMI plan')}
        </RecordLink>
      </Box>
    </Alert>
  );
};

const isOn = (values: Values) => isTicked(values.isemi);

/** The EMI block of the Booked and Sold forms. */
export const EmiFields = ({ plotId, totalSource }: EmiFieldsProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const known = plotId !== undefined && plotId !== null && plotId !== '';
  const { data: plan, isPending } = useQuery({
    queryKey: ['plotemi', 'planOfPlot', String(plotId)],
    queryFn: () => dataProvider.findPlotEmiPlan(plotId as Identifier),
    enabled: known,
    retry: false,
  });
  const on = isTicked(useWatch({ name: 'isemi' }));
  const t = useT();
  if (known && isPending) {
    return (
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
        {t('Checking the EMI plan of the plot…')}
      </Typography>
    );
  }
  if (plan) return <ExistingPlan plan={plan} />;
  return (
    <Box sx={{ width: '100%' }} data-testid="emi-fields">
      <BooleanInput source="isemi" label="EMI" />
      {on && <EmiPlanInputs scope="fields" totalSource={totalSource} when={isOn} />}
    </Box>
  );
};
