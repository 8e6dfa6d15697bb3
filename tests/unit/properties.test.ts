/**
 * The pure parts of properties: every validator message verbatim, the status values (G12), the
 * size column, and the failure text of the dialogs.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, MSG_CONNECT, MSG_PROCESS } from '../../src/api/http';
import { dialogFailureMessage } from '../../src/common/FormDialog';
import {
  PROPERTY_STATUSES,
  propertySize,
  validateAssignLayout,
  validateAssignPlot,
  validatePropertyName,
  validatePropertyStatus,
  validateStatusNotes,
  validateStatusNoteStatus,
} from '../../src/resources/inventory/property/propertyLogic';

describe('property validators (spec 1 §5), messages verbatim', () => {
  it.each([
    ['property name', validatePropertyName, 'Property name is required'],
    ['property status', validatePropertyStatus, 'Property status is required'],
    ['assign plot: layout', validateAssignLayout, 'Please select Project'],
    ['assign plot: plot', validateAssignPlot, 'Please select Plot'],
    ['status note: notes', validateStatusNotes, 'Notes input is required'],
    ['status note: status', validateStatusNoteStatus, 'Property status is required'],
  ])('%s', (_name, validate, message) => {
    expect(validate(undefined)).toBe(message);
    expect(validate('')).toBe(message);
    expect(validate('  ')).toBe(message);
    expect(validate(null)).toBe(message);
    expect(validate('Sold')).toBeUndefined();
    expect(validate(12)).toBeUndefined();
  });
});

describe('property status values (G12)', () => {
  it('are the plot statuses of the sale flow', () => {
    expect(PROPERTY_STATUSES).toEqual(['Available', 'Blocked', 'Booked', 'Sold']);
  });
});

describe('the size column (spec 1 §2)', () => {
  it('shows the measurement x-separated, land and built-up area in Sqft', () => {
    expect(propertySize({ measurement: '40:60:40:60', land_area: 2400, buildup_area: 1450 })).toEqual({
      measurement: '40 x 60 x 40 x 60',
      land: '2,400 Sqft',
      buildup: '1,450 Sqft',
    });
  });

  it('shows a dash for what is empty', () => {
    expect(propertySize({ measurement: '', land_area: null })).toEqual({ measurement: '-', land: '-', buildup: '-' });
  });
});

describe("the dialogs' failure text (spec 1 §8)", () => {
  it("shows the server's message when there is one", () => {
    expect(dialogFailureMessage(new ApiError('The plot is already assigned to this property.', 422), 'Unable to assign plot')).toBe(
      'The plot is already assigned to this property.',
    );
  });

  it("uses the dialog's own text when the server gives no message", () => {
    expect(dialogFailureMessage(new ApiError(MSG_PROCESS, 500), 'Unable to assign plot')).toBe('Unable to assign plot');
    expect(dialogFailureMessage(new ApiError(MSG_PROCESS, 422), 'Unable to update status change')).toBe('Unable to update status change');
  });

  it("says 'Unable to connect server' when there is no answer", () => {
    expect(dialogFailureMessage(new ApiError(MSG_CONNECT, 0), 'Unable to assign plot')).toBe('Unable to connect server');
  });
});
