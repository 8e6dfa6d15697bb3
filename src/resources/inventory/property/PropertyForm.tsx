/** Property create and edit: name, address, customer, measurement FRONT:LEFT:BACK:RIGHT, land and built-up area in Sqft, status. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/property/PropertyForm.tsx"
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { MEASUREMENT_HINT } from '../../../common/land';
import { MeasurementPreview } from '../../../common/MeasurementPreview';
import { PROPERTY_STATUS_CHOICES, validatePropertyName, validatePropertyStatus } from './propertyLogic';

const PropertyFields = () => (
  <>
    <TextInput source="name" label="Name" validate={validatePropertyName} fullWidth />
    <TextInput source="address" label="Address" multiline minRows={2} fullWidth />
    <ReferenceInput source="customer_id" reference="customer/filter" perPage={30} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label="Customer" optionText="name" filterToQuery={q => ({ q })} sx={{ minWidth: 320 }} />
    </ReferenceInput>
    <TextInput source="measurement" label="Measurement" helperText={MEASUREMENT_HINT} />
    <MeasurementPreview />
    <TextInput source="measurement_text" label="Measurement text" />
    <NumberInput source="land_area" label="Land area (Sqft)" min={0} />
    <NumberInput source="buildup_area" label="Built-up area (Sqft)" min={0} />
    <SelectInput source="status" label="Status" choices={PROPERTY_STATUS_CHOICES} validate={validatePropertyStatus} />
  </>
);

export const PropertyCreate = () => (
  <ResourceCreate>
    <SimpleForm toolbar={<FormToolbar deletable={false} />}>
      <PropertyFields />
    </SimpleForm>
  </ResourceCreate>
);

export const PropertyEdit = () => (
  <ResourceEdit>
    <SimpleForm toolbar={<FormToolbar />}>
      <PropertyFields />
    </SimpleForm>
  </ResourceEdit>
);
