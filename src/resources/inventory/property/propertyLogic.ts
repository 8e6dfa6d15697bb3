/** The pure parts of properties: validators with the specification's messages, the status values and the size shown in the list. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/property/propertyLogic.ts"
import { required } from '../../../common/validators';
import { formatMeasurement, formatSqft } from '../../../common/land';

export const PROPERTY_MESSAGES = {
  nameRequired: 'Property name is required',
  statusRequired: 'Property status is required',
  selectProject: 'Please select Project',
  selectPlot: 'Please select Plot',
  notesRequired: 'Notes input is required',
  /** The dialogs' own failure texts (spec 1 §8), when the server gives no message. */
  assignFailed: 'Unable to assign plot',
  statusFailed: 'Unable to update status change',
  noPlots: 'No plots assigned to this property yet.',
} as const;

/** Property status values (inventory G12: the plot status values of the sale flow). */
export const PROPERTY_STATUSES = ['Available', 'Blocked', 'Booked', 'Sold'] as const;
export const PROPERTY_STATUS_CHOICES = PROPERTY_STATUSES.map(id => ({ id, name: id }));

export const validatePropertyName = required(PROPERTY_MESSAGES.nameRequired);
export const validatePropertyStatus = required(PROPERTY_MESSAGES.statusRequired);
/** Assign a plot: the layout selector carries 'Please select Project' (spec 1 §5). */
export const validateAssignLayout = required(PROPERTY_MESSAGES.selectProject);
export const validateAssignPlot = required(PROPERTY_MESSAGES.selectPlot);
/** A status note. */
export const validateStatusNotes = required(PROPERTY_MESSAGES.notesRequired);
export const validateStatusNoteStatus = required(PROPERTY_MESSAGES.statusRequired);

/** The size column (spec 1 §2): the measurement x-separated, the land area and the built-up area in Sqft, each a dash when empty. */
export const propertySize = (record: Record<string, unknown>) => ({
  measurement: formatMeasurement(record.measurement),
  land: formatSqft(record.land_area),
  buildup: formatSqft(record.buildup_area),
});
