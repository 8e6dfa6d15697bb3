/** The price guide resource's rules as pure functions. docs/decisions.md "Notes: src/resources/inventory/priceguide/priceGuideLogic.ts" */
import type { Identifier, RaRecord } from 'ra-core';
import type { PriceGuideUpdate } from '../../../api/methods/priceGuides';
import { required } from '../../../common/validators';

/** Spec 3 §9: price guide lists show 20 per page. */
export const PRICE_GUIDE_PER_PAGE = 20;

/** Spec 3 §5 "Price guide create: name, price, layout required"; the texts follow G31's pattern. */
export const PRICE_GUIDE_MESSAGES = {
  nameRequired: 'Name is required',
  priceRequired: 'Price is required',
  layoutRequired: 'Layout is required',
  /** Spec 3 §7: the update's success. */
  updated: 'Price Guide updated.',
} as const;

export const validateName = required(PRICE_GUIDE_MESSAGES.nameRequired);
export const validatePrice = required(PRICE_GUIDE_MESSAGES.priceRequired);
export const validateLayout = required(PRICE_GUIDE_MESSAGES.layoutRequired);

/** G23: star ratings 1 to 5 are price_rating. */
export const RATING_MAX = 5;

/** A rating as a whole number of stars 1..5, or null (not rated). */
export const normalizeRating = (value: unknown): number | null => {
  const n = Math.round(Number(value));
  if (value === null || value === undefined || value === '' || !Number.isFinite(n) || n < 1) return null;
  return Math.min(RATING_MAX, n);
};

/** G15: the visibility values. */
export const VISIBILITY = { public: 'Public', customer: 'Customer' } as const;
export const VISIBILITY_CHOICES = [
  { id: VISIBILITY.public, name: VISIBILITY.public },
  { id: VISIBILITY.customer, name: VISIBILITY.customer },
];

/** Spec 3 §4: "visibility Customer shows attribute choices; other values show customer group attributes". */
export const visibilityShows = (visibility: unknown): 'attributes' | 'groups' =>
  visibility === VISIBILITY.customer ? 'attributes' : 'groups';

/** A customer attribute type's options (customerattributetype: option_value list of _id and option_value). */
export interface CustomerAttributeType {
  id: Identifier;
  name: string;
  option_type?: string;
  option_value?: Array<{ _id: string; option_value: string }>;
}

/** The form key of an attribute type's choices (a letter first: react-hook-form reads digits as array indexes). */
export const attributeKey = (typeId: Identifier): string => `t${typeId}`;

/** The types whose options can be chosen (Bool offers Yes and No). */
export const choosableOptions = (type: CustomerAttributeType): Array<{ id: string; name: string }> => {
  if (type.option_type === 'Bool') {
    return [
      { id: 'Yes', name: 'Yes' },
      { id: 'No', name: 'No' },
    ];
  }
  return (type.option_value ?? []).filter(o => o && o._id).map(o => ({ id: o._id, name: o.option_value }));
};

const blankToNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/** The body of POST priceguide/{id}/update: priceid, name, price, new_price, notes, price_rating, min_price, layout_id, action, sid[]… */
export const toUpdatePayload = (id: Identifier, values: RaRecord | Record<string, unknown>): PriceGuideUpdate => {
  const visibility = (values.visibility as string | undefined) || null;
  const shows = visibilityShows(visibility);
  const sid = Array.isArray(values.sid) ? (values.sid as Identifier[]) : [];
  return {
    priceid: id,
    name: String(values.name ?? '').trim(),
    price: values.price as number,
    new_price: blankToNull(values.new_price) as number | null,
    notes: (blankToNull(values.notes) as string | null) ?? null,
    price_rating: normalizeRating(values.price_rating),
    min_price: blankToNull(values.min_price) as number | null,
    layout_id: values.layout_id as Identifier,
    action: 'full',
    sid,
    visibility,
    ...(shows === 'attributes'
      ? { customer_attributes: (values.customer_attributes as Record<string, string[]> | undefined) ?? {} }
      : { customer_group_ids: Array.isArray(values.customer_group_ids) ? (values.customer_group_ids as Identifier[]) : [] }),
  };
};
