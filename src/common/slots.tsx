/** What the shared views of src/common show but a higher layer owns… docs/decisions.md "Layers (issue 36)" */
// Reasoning: docs/decisions.md "Notes: src/common/slots.tsx"
import { createElement, Fragment, type ComponentType } from 'react';
import type { CallOrigin } from '../api/callFlow';
import type { AttributeValuesOption } from './schema/define';

export interface Slots {
  PhoneCell: ComponentType<{ phone: unknown; origin: CallOrigin; name?: unknown; countryCode?: unknown; whatsapp?: boolean }>;
  AttributeFilterPanel: ComponentType<{ option: AttributeValuesOption }>;
  AttributeFormInputs: ComponentType<{ option: AttributeValuesOption }>;
  SavedViewsBar: ComponentType;
}

const given: Partial<Slots> = {};

export const provideSlots = (slots: Partial<Slots>): void => {
  Object.assign(given, slots);
};

const slot = <K extends keyof Slots>(name: K, fallback: Slots[K]): Slots[K] =>
  ((props: object) => createElement((given[name] ?? fallback) as ComponentType<object>, props)) as Slots[K];

export const PhoneCell = slot('PhoneCell', ({ phone }) => createElement(Fragment, null, phone == null ? '' : String(phone)));
export const AttributeFilterPanel = slot('AttributeFilterPanel', () => null);
export const AttributeFormInputs = slot('AttributeFormInputs', () => null);
export const SavedViewsBar = slot('SavedViewsBar', () => null);
