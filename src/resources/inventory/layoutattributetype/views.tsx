/**
 * Layout attribute type list, create, edit and show (spec 3 §2 "Types", §3, §4, §5): Select, Radio
 * and Checkbox carry a repeatable list of option value and description; Range carries min, max
 * and default value; any other type a description. The name message differs between create
 * ('Name is required') and edit ('Layout name is required'), C9.
 */
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  DataTable,
  DateField,
  FormDataConsumer,
  Labeled,
  NumberField,
  NumberInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  EditButton,
  useRecordContext,
} from 'react-admin';
import type { RaRecord } from 'ra-core';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { ResourceList } from '../../../common/ResourceList';
import { required } from '../../../common/validators';
import {
  ATTRIBUTE_TYPE_MESSAGES as M,
  hasOptionList,
  isRange,
  OPTION_TYPE_CHOICES,
  type AttributeOption,
} from './attributeTypeLogic';

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="option_type" source="option_type" label="Option Type" choices={OPTION_TYPE_CHOICES} alwaysOn />,
];

export const AttributeTypeList = () => (
  <ResourceList
    perPage={10}
    filters={filters}
    primaryText={(r: RaRecord) => r.name}
    secondaryText={(r: RaRecord) => r.option_type}
  >
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col source="slug" label="Slug" />
    <DataTable.Col source="icon" label="Icon" />
    <DataTable.Col source="option_type" label="Option Type" />
    <DataTable.Col source="order" label="Order" />
    <DataTable.Col source="created_at" label="Created">
      <DateField source="created_at" />
    </DataTable.Col>
  </ResourceList>
);

const AttributeTypeFields = ({ nameMessage }: { nameMessage: string }) => (
  <>
    <TextInput source="name" label="Name" validate={required(nameMessage)} fullWidth />
    <TextInput source="slug" label="Slug" helperText="Made from the name when left empty" fullWidth />
    <TextInput source="icon" label="Icon" validate={required(M.icon)} helperText="An icon name, e.g. park" fullWidth />
    <SelectInput source="option_type" label="Option Type" choices={OPTION_TYPE_CHOICES} validate={required(M.optionType)} />
    <NumberInput source="order" label="Order" />
    <FormDataConsumer>
      {({ formData }) =>
        hasOptionList(formData.option_type) ? (
          <ArrayInput source="option_value" label="Option values" validate={required(M.optionValues)}>
            <SimpleFormIterator inline disableClear>
              <TextInput source="option_value" label="Option value" validate={required(M.optionValues)} />
              <TextInput source="description" label="Description" />
            </SimpleFormIterator>
          </ArrayInput>
        ) : isRange(formData.option_type) ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <NumberInput source="min" label="Min" validate={required(M.min)} />
            <NumberInput source="max" label="Max" validate={required(M.max)} />
            <NumberInput source="default_value" label="Default value" validate={required(M.defaultValue)} />
          </Box>
        ) : (
          <TextInput source="description" label="Description" multiline fullWidth />
        )
      }
    </FormDataConsumer>
  </>
);

export const AttributeTypeCreate = () => (
  <ResourceCreate>
    <SimpleForm toolbar={<FormToolbar deletable={false} />} defaultValues={{ option_value: [] }}>
      <AttributeTypeFields nameMessage={M.nameCreate} />
    </SimpleForm>
  </ResourceCreate>
);

export const AttributeTypeEdit = () => (
  <ResourceEdit>
    <SimpleForm toolbar={<FormToolbar />}>
      <AttributeTypeFields nameMessage={M.nameEdit} />
    </SimpleForm>
  </ResourceEdit>
);

const TypeDetails = () => {
  const record = useRecordContext();
  if (!record) return null;
  if (hasOptionList(record.option_type)) {
    const options = (Array.isArray(record.option_value) ? record.option_value : []) as AttributeOption[];
    return (
      <Labeled label="Option values">
        {options.length ? (
          <Box component="ul" sx={{ pl: 2, my: 0 }}>
            {options.map((o, i) => (
              <li key={o._id ?? i}>
                <strong>{o.option_value}</strong>
                {o.description ? ` — ${o.description}` : ''}
              </li>
            ))}
          </Box>
        ) : (
          <Typography>-</Typography>
        )}
      </Labeled>
    );
  }
  if (isRange(record.option_type)) {
    return (
      <Box sx={{ display: 'flex', gap: 4 }}>
        <Labeled>
          <NumberField source="min" label="Min" />
        </Labeled>
        <Labeled>
          <NumberField source="max" label="Max" />
        </Labeled>
        <Labeled>
          <NumberField source="default_value" label="Default value" />
        </Labeled>
      </Box>
    );
  }
  return (
    <Labeled>
      <TextField source="description" label="Description" emptyText="-" />
    </Labeled>
  );
};

export const AttributeTypeShow = () => (
  <Show
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="name" label="Name" />
      <TextField source="slug" label="Slug" />
      <TextField source="icon" label="Icon" />
      <TextField source="option_type" label="Option Type" />
      <NumberField source="order" label="Order" emptyText="-" />
      <TypeDetails />
      <DateField source="created_at" label="Created" />
    </SimpleShowLayout>
  </Show>
);
