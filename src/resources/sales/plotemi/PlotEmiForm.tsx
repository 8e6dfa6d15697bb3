/** Create and edit of an EMI plan (spec 3 "Plot EMI", §5)… docs/decisions.md "Notes: src/resources/sales/plotemi/PlotEmiForm.tsx" */
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useCanAccess, useGetList, type Identifier, type RaRecord } from 'ra-core';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { EmiPlanInputs } from '../../../features/emi/EmiFields';
import { PLAN_PLOT_STATUS_CHOICES, fieldRule, validatePlan, type Values } from '../../../features/emi/emiLogic';
import { formatPrice } from '../../../common/format';
import { AmountInput } from '../../../common/AmountInput';
import { LookupInput } from '../../../common/lookups';
import { useT } from '../../../common/i18n';

const ruleOf = (scope: 'create' | 'update') => (field: string) => fieldRule(field, (values: Values) => validatePlan(values, { scope }));

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

interface PlotOption extends RaRecord {
  number?: unknown;
  status?: string;
  layout?: { name?: unknown; project?: { id: Identifier; name?: unknown } | null } | null;
}

const plotText = (p: PlotOption) => `${p.number ?? p.id} · ${p.layout?.name ?? '-'} (${p.status ?? '-'})`;

const sourceText = (r: RaRecord) =>
  `#${r.id} · ${(r.customer as { name?: unknown } | null | undefined)?.name ?? 'customer ' + (r.customer_id ?? '-')} · ${formatPrice(r.total_amount)}`;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The booking or the sale of the chosen plot: a choice among them when they can be read, else their id. */
const SourceInput = ({ plotId, status }: { plotId: Identifier | null; status: 'Booked' | 'Sold' }) => {
  const resource = status === 'Booked' ? 'plotbook' : 'plotsale';
  const source = status === 'Booked' ? 'plot_book_id' : 'plot_sale_id';
  const label = status === 'Booked' ? 'Plot Booking' : 'Plot Sale';
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  const { data } = useGetList(
    resource,
    { filter: { plot_id: plotId }, pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: !blank(plotId) && !!canAccess },
  );
  const { getValues, setValue } = useFormContext();
  const rows = (data ?? []).filter(r => String(r.plot_id ?? plotId) === String(plotId));
  useEffect(() => {
    const first = rows[0];
    if (!first) return;
    if (blank(getValues(source))) setValue(source, first.id, { shouldDirty: true });
    if (blank(getValues('customer_id')) && !blank(first.customer_id)) setValue('customer_id', first.customer_id, { shouldDirty: true });
    if (blank(getValues('total_amount')) && !blank(first.total_amount))
      setValue('total_amount', Number(first.total_amount), { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  const rule = ruleOf('create')(source);
  if (rows.length) {
    return <SelectInput source={source} label={label} choices={rows} optionText={sourceText} validate={rule} fullWidth />;
  }
  return <NumberInput source={source} label={label} validate={rule} fullWidth />;
};

/** Plot, plot status, booking or sale, customer and project of a new plan. */
const PlanSourceInputs = () => {
  const t = useT();
  const { setValue } = useFormContext();
  const [plot, setPlot] = useState<PlotOption | null>(null);
  const plotId = useWatch({ name: 'plot_id' }) as Identifier | null;
  const status = useWatch({ name: 'plot_status' });
  const rule = ruleOf('create');
  const choose = (_id: unknown, record?: unknown) => {
    const chosen = (Array.isArray(record) ? record[0] : record || undefined) as PlotOption | undefined;
    setPlot(chosen ?? null);
    const kind = chosen?.status === 'Booked' || chosen?.status === 'Sold' ? chosen.status : null;
    setValue('plot_status', kind, { shouldDirty: true });
    setValue('plot_book_id', null);
    setValue('plot_sale_id', null);
    setValue('customer_id', null);
    setValue('project_id', chosen?.layout?.project?.id ?? null);
  };
  return (
    <Box sx={grid}>
      <ReferenceInput
        source="plot_id"
        reference="plot/filter"
        filter={{ status: ['Booked', 'Sold'] }}
        sort={{ field: 'number', order: 'ASC' }}
        perPage={30}
      >
        <AutocompleteInput
          label="Plot"
          optionText={plotText}
          filterToQuery={q => ({ q })}
          validate={rule('plot_id')}
          onChange={choose}
          fullWidth
        />
      </ReferenceInput>
      <Box sx={{ pt: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('Project')}
        </Typography>
        <Typography variant="body2" component="div" data-testid="plan-project">
          {plot?.layout?.project?.name ? String(plot.layout.project.name) : '-'}
        </Typography>
      </Box>
      <SelectInput source="plot_status" label="Plot Status" choices={PLAN_PLOT_STATUS_CHOICES} validate={rule('plot_status')} fullWidth />
      {status === 'Booked' && <SourceInput key={`b${plotId}`} plotId={plotId} status="Booked" />}
      {status === 'Sold' && <SourceInput key={`s${plotId}`} plotId={plotId} status="Sold" />}
      <LookupInput source="customer_id" reference="customer/filter" label="Customer" fullWidth />
      <AmountInput source="total_amount" label="Total Amount" min={0} validate={rule('total_amount')} fullWidth />
    </Box>
  );
};

const DEFAULTS = { interest_rate: 0, due_type: 'Monthly' };

export const PlotEmiCreate = () => (
  <ResourceCreate redirect="show">
    <SimpleForm toolbar={<FormToolbar deletable={false} />} defaultValues={DEFAULTS} noValidate>
      <PlanSourceInputs />
      <EmiPlanInputs scope="create" totalSource="total_amount" />
    </SimpleForm>
  </ResourceCreate>
);

/** The plot, project, customer of a plan: shown, not changed. */
const EditSourceInputs = () => {
  const status = useWatch({ name: 'plot_status' });
  const rule = ruleOf('update');
  return (
    <Box sx={grid}>
      <TextInput source="plot.number" label="Plot" readOnly fullWidth />
      <TextInput source="plot.project.name" label="Project" readOnly fullWidth />
      <TextInput source="customer.name" label="Customer" readOnly fullWidth />
      <SelectInput source="plot_status" label="Plot Status" choices={PLAN_PLOT_STATUS_CHOICES} emptyText="-" fullWidth />
      {status === 'Booked' && <NumberInput source="plot_book_id" label="Plot Booking" validate={rule('plot_book_id')} fullWidth />}
      {status === 'Sold' && <NumberInput source="plot_sale_id" label="Plot Sale" validate={rule('plot_sale_id')} fullWidth />}
      <AmountInput source="total_amount" label="Total Amount" min={0} validate={rule('total_amount')} fullWidth />
    </Box>
  );
};

export const PlotEmiEdit = () => (
  <ResourceEdit redirect="show">
    <SimpleForm toolbar={<FormToolbar deletable={false} />} noValidate>
      <EditSourceInputs />
      <EmiPlanInputs scope="update" totalSource="total_amount" emiNumberReadOnly />
    </SimpleForm>
  </ResourceEdit>
);
