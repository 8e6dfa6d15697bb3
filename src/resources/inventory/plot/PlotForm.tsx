/** Plot create and edit: the layout, the number, the measurement FRONT:LEFT:BACK:RIGHT with its sides and area shown as typed… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/plot/PlotForm.tsx"
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { FACING_CHOICES, MEASUREMENT_HINT } from '../../../common/land';
import { MeasurementPreview } from '../../../common/MeasurementPreview';
import { LookupInput } from '../../../common/lookups';
import { AmountInput } from '../../../common/AmountInput';
import { validatePlotNumber } from './plotLogic';

const PlotFields = () => (
  <>
    <LookupInput source="lid" reference="layout/filter" label="Layout" sx={{ minWidth: 320 }} />
    <TextInput source="number" label="Plot number" validate={validatePlotNumber} />
    <TextInput source="measurement" label="Measurement" helperText={MEASUREMENT_HINT} />
    <MeasurementPreview />
    <TextInput source="measurement_text" label="Measurement text" />
    <NumberInput source="squarefeet" label="Square Feet" min={0} />
    <SelectInput source="facing" label="Plot Facing" choices={FACING_CHOICES} emptyText="-" />
    <BooleanInput source="is_corner" label="Corner plot" format={v => !!Number(v)} />
    <BooleanInput source="has_building" label="Has building" format={v => !!Number(v)} />
    <AmountInput source="price" label="Price" min={0} />
    <TextInput source="notes" label="Notes" multiline minRows={2} fullWidth />
  </>
);

export const PlotCreate = () => (
  <ResourceCreate>
    <SimpleForm toolbar={<FormToolbar deletable={false} />}>
      <PlotFields />
    </SimpleForm>
  </ResourceCreate>
);

export const PlotEdit = () => (
  <ResourceEdit>
    <SimpleForm toolbar={<FormToolbar />}>
      <PlotFields />
    </SimpleForm>
  </ResourceEdit>
);
