/**
 * The layout Attributes tab (spec 1 §3 "Custom attribute types"): one input per layout attribute
 * type of the organization (GET layoutattributetype/filter), by option type — Number, Text, Bool,
 * Date, Checkbox, Select, Radio, and Range as a number (C14). 'Loading fields...' while they load,
 * 'ERROR' when they cannot.
 */
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { readList } from '../../../api/dataProvider';
import type { AttributeOption } from '../../../features/attributes/attributeTypes';
import { LAYOUT_MESSAGES } from './layoutLogic';

export interface AttributeType {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  option_type: string;
  option_value?: AttributeOption[] | null;
  min?: number | null;
  max?: number | null;
  default_value?: number | null;
  description?: string | null;
}

/** The organization's layout attribute types, in order. */
export const useLayoutAttributeTypes = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['layoutattributetype', 'lookup', 'all'],
    queryFn: async () => readList<AttributeType>((await dataProvider.layoutAttributeTypes<AttributeType>()).data).data,
  });
};

const choicesOf = (type: AttributeType) =>
  (type.option_value ?? []).map(o => ({ id: String(o._id ?? o.option_value), name: String(o.option_value ?? '') }));

const AttributeInput = ({ type }: { type: AttributeType }) => {
  const source = `attributes.${type.slug}`;
  const common = { source, label: type.name, helperText: type.description || false } as const;
  switch (type.option_type) {
    case 'Number':
      return <NumberInput {...common} />;
    case 'Range':
      return (
        <NumberInput
          {...common}
          min={type.min ?? undefined}
          max={type.max ?? undefined}
          defaultValue={type.default_value ?? undefined}
          helperText={type.min !== null && type.max !== null ? `${type.min} to ${type.max}` : false}
        />
      );
    case 'Bool':
      return <BooleanInput {...common} parse={v => (v ? 1 : 0)} format={v => [true, 1, '1'].includes(v)} />;
    case 'Date':
      return <DateInput {...common} />;
    case 'Checkbox':
      return <CheckboxGroupInput {...common} choices={choicesOf(type)} />;
    case 'Select':
      return <SelectInput {...common} choices={choicesOf(type)} emptyText="-" />;
    case 'Radio':
      return <RadioButtonGroupInput {...common} choices={choicesOf(type)} />;
    default:
      return <TextInput {...common} fullWidth />;
  }
};

export const AttributeInputs = () => {
  const { data, isPending, isError } = useLayoutAttributeTypes();
  if (isPending) return <Typography role="status">{LAYOUT_MESSAGES.loadingFields}</Typography>;
  if (isError) return <Typography color="error" role="alert">{LAYOUT_MESSAGES.fieldsError}</Typography>;
  if (!data?.length) return <Typography color="text.secondary">No layout attribute types yet.</Typography>;
  return (
    <>
      {data.map(type => (
        <AttributeInput key={type.id} type={type} />
      ))}
    </>
  );
};
