/** The listing rules: one place for the console, the demo API and the tests. */
// Reasoning: docs/decisions.md "Notes: src/resources/website/listings/listingLogic.ts"
export const LISTING_STATUSES = ['Pending', 'Active', 'Blocked', 'Rejected', 'In Review'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The status dialog's options by the current status: a moderation flow. */
export const STATUS_OPTIONS: Readonly<Record<'Pending' | 'Rejected' | 'In Review' | 'Blocked' | 'default', readonly ListingStatus[]>> = {
  Pending: ['Active', 'In Review', 'Rejected'],
  Rejected: ['Pending', 'In Review', 'Active'],
  'In Review': ['Active', 'Rejected', 'Pending'],
  Blocked: ['Active', 'Pending'],
  default: ['Blocked', 'In Review'],
};

export const statusOptionsFor = (current: unknown): readonly ListingStatus[] => {
  const key = String(current ?? '');
  return key in STATUS_OPTIONS && key !== 'default' ? STATUS_OPTIONS[key as keyof typeof STATUS_OPTIONS] : STATUS_OPTIONS.default;
};

export const LISTING_TEXTS = {
  statusRequired: 'Status is required',
  statusTitle: 'Change Status',
  statusUpdated: 'Status updated successfully.',
  statusFailed: 'Unable to update status ',
  notAllowed: 'The status cannot be changed to that.',
  noAddress: 'Adress not found.',
  noImage: 'No Image',
  // The form's rules (C23 create; texts not given, G31 '<Field label> is required').
  nameRequired: 'Name is required',
  listingTypeRequired: 'Listing Type is required',
  propertyTypeRequired: 'Property Type is required',
  // The Building tab's delete (listingbuilding.delete; success text not given).
  buildingDelete: 'Delete Building Details',
  buildingDeleted: 'Building details deleted successfully.',
} as const;

/** A listing's building details (spec 3 §3 "Building: …"): the Building tab, deleted together (listingbuilding.delete). */
export const BUILDING_FIELDS = ['bathrooms', 'bedrooms', 'building_area', 'ceiling_type', 'floors', 'land_area', 'usage_type'] as const;

/** Whether a listing holds any building detail (a deleted one holds none). */
export const hasBuildingDetails = (record: Record<string, unknown>): boolean =>
  BUILDING_FIELDS.some(source => record[source] !== null && record[source] !== undefined && record[source] !== '');

/** The description preview: cut at 220 characters with an ellipsis. */
export const PREVIEW_LENGTH = 220;
export const descriptionPreview = (text: unknown): string => {
  const s = String(text ?? '');
  return s.length > PREVIEW_LENGTH ? `${s.slice(0, PREVIEW_LENGTH)}…` : s;
};

/** The listing map (spec 3 §9): zoom 14, 500 px high. */
export const LISTING_MAP = { zoom: 14, height: 500 } as const;

/** The show tabs by property type and listing type (spec 3 §2). */
export const listingTabs = (record: Record<string, unknown>) => ({
  building: record.property_type === 'Building',
  land: record.property_type === 'Land',
  sale: record.listing_type === 'Sale',
  rent: record.listing_type === 'Rent',
});
