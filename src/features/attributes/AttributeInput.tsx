/** The input of one attribute value by its type's kind: on a record's form and, with `filter`, in a list's side panel. */
// Reasoning: docs/decisions.md "Notes: src/features/attributes/AttributeInput.tsx"
import { BooleanInput, CheckboxGroupInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import type { AttributeTypeRow } from '../../common/useAttributeTypes';
import { useT } from '../../common/i18n';
import { DayInput } from '../../common/DayInput';

/** What a type may carry besides its kind and options (layout attribute types: a description, a Range's bounds). */
type TypeWithExtras = AttributeTypeRow & {
  description?: string | null;
  min?: number | null;
  max?: number | null;
  default_value?: number | null;
};

export const YES_NO_CHOICES = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];

/** The filter panel's Radio choice that takes the filter off. */
export const ANY_CHOICE = { id: '', name: 'Any' };

const choicesOf = (type: AttributeTypeRow) =>
  (type.option_value ?? []).map(o => ({ id: String(o._id ?? o.option_value), name: String(o.option_value ?? '') }));

export interface AttributeInputProps {
  type: TypeWithExtras;
  source: string;
  /** In a list's filter panel (compact; a Radio has 'Any'). */
  filter?: boolean;
  /** Bool as a Yes / No choice that may stay unset (default), or as a switch sent 1 / 0 (the layout Attributes tab). */
  bool?: 'choice' | 'switch';
  /** Nothing ticked in a Checkbox is sent empty so the server clears it (default on a form). */
  clearEmptyList?: boolean;
  /** A Text type as wide as the form (the layout's Attributes tab: lists of names); else as wide as the form's other inputs. */
  wideText?: boolean;
}

export const AttributeInput = ({
  type,
  source,
  filter = false,
  bool = 'choice',
  clearEmptyList = !filter,
  wideText = false,
}: AttributeInputProps) => {
  const t = useT();
  const label = String(type.name ?? '');
  const common = {
    source,
    label,
    helperText: (!filter && type.description) || (false as const),
    ...(filter ? { size: 'small' as const } : {}),
  };
  // On a form, as wide as the form's own inputs (react-admin's theme makes an input full width).
  const sized = filter ? common : { ...common, fullWidth: false };
  switch (type.option_type) {
    case 'Number':
      return <NumberInput {...sized} />;
    case 'Range': {
      const bounded = type.min !== null && type.min !== undefined && type.max !== null && type.max !== undefined;
      return (
        <NumberInput
          {...sized}
          min={type.min ?? undefined}
          max={type.max ?? undefined}
          defaultValue={filter ? undefined : (type.default_value ?? undefined)}
          helperText={!filter && bounded ? t('%{min} to %{max}', { min: type.min, max: type.max }) : false}
        />
      );
    }
    case 'Date':
      return <DayInput {...sized} />;
    case 'Bool':
      if (bool === 'switch' && !filter)
        return <BooleanInput {...sized} parse={v => (v ? 1 : 0)} format={v => [true, 1, '1'].includes(v)} />;
      // Yes or No (spec 2 §3), or nothing chosen: a value not given stays not given.
      return <SelectInput {...sized} choices={YES_NO_CHOICES} emptyText="-" sx={{ minWidth: 200 }} />;
    case 'Select':
      return <SelectInput {...sized} choices={choicesOf(type)} emptyText="-" sx={{ minWidth: 200 }} />;
    case 'Radio':
      return <RadioButtonGroupInput {...common} choices={filter ? [ANY_CHOICE, ...choicesOf(type)] : choicesOf(type)} row={!filter} />;
    case 'Checkbox':
      return (
        <CheckboxGroupInput
          {...sized}
          choices={choicesOf(type)}
          row={!filter}
          format={v => (Array.isArray(v) ? v.map(String) : [])}
          // On a form nothing ticked is sent as an empty value, so the server clears the list (a multipart form has no empty list).
          parse={clearEmptyList ? v => (Array.isArray(v) && v.length ? v : null) : undefined}
        />
      );
    default:
      return <TextInput {...common} resettable={filter} fullWidth={wideText && !filter} />;
  }
};
