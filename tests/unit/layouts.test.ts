/**
 * Layouts and layout attribute types: every validator message verbatim, the site visibility
 * control (C25), the payload a layout form sends, attribute display, the QR export, the filtered
 * plot list link (G10), the upload limits and the image reordering.
 */
import { describe, expect, it } from 'vitest';
import { encodeEntries } from '../../src/api/formData';
import { ATTRIBUTE_TYPE_MESSAGES, hasOptionList, isRange, OPTION_TYPES, slugOf } from '../../src/common/attributeTypes';
import type { Mode } from '../../src/common/schema/fields';
import { validateRecord } from '../../src/common/schema/rules';
import { layoutattributetype } from '../../src/resources/admin/attributeTypes';
import {
  attributeDisplay,
  canEditLayoutOrder,
  enabledFeatures,
  flagsToVisibility,
  IMAGE_ONLY,
  LAYOUT_MESSAGES,
  layoutPayload,
  projectLayoutsPath,
  uploadValidator,
  visibilityToFlags,
} from '../../src/resources/inventory/layout/layoutLogic';
import { moveItem } from '../../src/resources/inventory/layout/LayoutMedia';
import { layoutEditPath, qrExportSize, qrFileName } from '../../src/features/layouts/layoutRow';
import { recordPath } from '../../src/common/recordPath';
import { BROCHURE_BAD_TYPE, UPLOAD_BAD_TYPE, UPLOAD_TOO_LARGE } from '../../src/common/uploads';

const file = (name: string, size: number, type = '') => ({ rawFile: { name, size, type } });

describe('layout messages (spec 1 §5, §7, §8)', () => {
  it('are the specification’s, verbatim', () => {
    expect(LAYOUT_MESSAGES).toMatchObject({
      name: 'Layout name is required',
      promoInfoUpdated: 'Promo Image Info updated.',
      saveData: 'Unable to save data',
      deleteImage: 'Unable to delete image',
      deleteBrochure: 'Unable to delete brochure',
      loadingFields: 'Loading fields...',
      fieldsError: 'ERROR',
    });
  });
});

describe('layout attribute type validation (spec 3 §5, C9)', () => {
  const validateAttributeType = (values: Record<string, unknown>, mode: Mode) => validateRecord(layoutattributetype, values, mode);

  it("create says 'Name is required', edit says 'Layout name is required'", () => {
    expect(validateAttributeType({}, 'create')).toEqual({
      name: 'Name is required',
      icon: 'Icon is required',
      option_type: 'Option Type is required',
    });
    expect(validateAttributeType({ name: ' ', icon: 'park', option_type: 'Text' }, 'update')).toEqual({
      name: 'Layout name is required',
    });
  });

  it('Select, Radio and Checkbox need their option values', () => {
    for (const option_type of ['Select', 'Radio', 'Checkbox']) {
      expect(validateAttributeType({ name: 'A', icon: 'i', option_type }, 'create')).toEqual({
        option_value: ATTRIBUTE_TYPE_MESSAGES.optionValues,
      });
      expect(
        validateAttributeType({ name: 'A', icon: 'i', option_type, option_value: [{ option_value: 'x' }, { option_value: '' }] }, 'create'),
      ).toEqual({ 'option_value.1.option_value': 'Option value is required' });
    }
  });

  it('Range needs min, max and default value', () => {
    expect(validateAttributeType({ name: 'A', icon: 'i', option_type: 'Range' }, 'create')).toEqual({
      min: 'Min value is required',
      max: 'Max value is required',
      default_value: 'Default value is required',
    });
    expect(validateAttributeType({ name: 'A', icon: 'i', option_type: 'Range', min: 0, max: 50, default_value: 5 }, 'create')).toEqual({});
  });

  it('other types need nothing more', () => {
    for (const option_type of ['Text', 'Number', 'Bool', 'Date']) {
      expect(validateAttributeType({ name: 'A', icon: 'i', option_type }, 'create')).toEqual({});
    }
  });

  it('the option types are the union of both specifications (C14)', () => {
    expect([...OPTION_TYPES].sort()).toEqual(['Bool', 'Checkbox', 'Date', 'Number', 'Radio', 'Range', 'Select', 'Text']);
    expect(OPTION_TYPES.filter(hasOptionList)).toEqual(['Select', 'Radio', 'Checkbox']);
    expect(OPTION_TYPES.filter(isRange)).toEqual(['Range']);
  });

  it('slugs are lower case words joined by _', () => {
    expect(slugOf('Distance to Highway (km)')).toBe('distance_to_highway_km');
    expect(slugOf('  24*7 Power  ')).toBe('24_7_power');
  });
});

describe('site visibility (C25)', () => {
  it('the Daga check boxes map to the same four values', () => {
    expect(flagsToVisibility({ dagasite: false, tvmpropsite: false })).toBe('Hide');
    expect(flagsToVisibility({ dagasite: true, tvmpropsite: false })).toBe('Dagasite');
    expect(flagsToVisibility({ dagasite: false, tvmpropsite: true })).toBe('TVMpropsite');
    expect(flagsToVisibility({ dagasite: true, tvmpropsite: true })).toBe('Both');
    for (const v of ['Hide', 'Dagasite', 'TVMpropsite', 'Both'] as const) expect(flagsToVisibility(visibilityToFlags(v))).toBe(v);
    expect(visibilityToFlags(undefined)).toEqual({ dagasite: false, tvmpropsite: false });
  });

  it('the order field only in organization 1 (C32)', () => {
    expect(canEditLayoutOrder('1')).toBe(true);
    expect(canEditLayoutOrder(1)).toBe(true);
    expect(canEditLayoutOrder('2')).toBe(false);
    expect(canEditLayoutOrder('11')).toBe(false);
  });
});

describe('the payload of a layout form', () => {
  const image = { rawFile: new Blob(['x'], { type: 'image/png' }), src: 'blob:1', title: 'plan.png' };

  it('sends the writable fields, lists, attributes and only new files', () => {
    const payload = layoutPayload({
      id: 3,
      name: 'Phase 4',
      project_id: 1,
      order: 2,
      site_visibility: 'Both',
      appfeatures: { dtcp: 1, blackroad: 0 },
      faq: [
        { title: 'Q', content: 'A' },
        { title: '', content: '' },
      ],
      appinfo: [],
      attributes: { amenities: [], road_width: 'o1', gated: 1 },
      image_upload: image,
      thumbnail_upload: null,
      new_appimages: [image],
      new_brochures: [],
      // read-only fields of the record are not sent
      plotscount: 10,
      plotsstat: [{ status: 'Sold', count: 1 }],
      appimages: [{ key: 'k', url: 'u' }],
      imageurl: '/x.svg',
    });
    expect(payload).toEqual({
      name: 'Phase 4',
      project_id: 1,
      order: 2,
      site_visibility: 'Both',
      appfeatures: { dtcp: 1, blackroad: 0 },
      faq: [{ title: 'Q', content: 'A' }],
      appinfo: null,
      attributes: { amenities: null, road_width: 'o1', gated: 1 },
      image,
      appimages: [image],
    });
  });

  it('encodes as the contract says: brackets, an emptied list as an empty value, files as parts', () => {
    const entries = encodeEntries(
      layoutPayload({ name: 'L', faq: [], video_params: [{ title: 'Drone', key: 'abc' }], new_brochures: [image] }),
    );
    const names = entries.map(([n]) => n);
    expect(entries).toContainEqual(['faq', '']);
    expect(entries).toContainEqual(['video_params[0][title]', 'Drone']);
    expect(entries).toContainEqual(['video_params[0][key]', 'abc']);
    expect(names).toContain('brochures[0]');
    expect(entries.find(([n]) => n === 'brochures[0]')![1]).toBeInstanceOf(Blob);
  });
});

describe('layout display helpers', () => {
  it('app features by their labels', () => {
    expect(enabledFeatures({ dtcp: 1, blackroad: '0', powersupply: true, experience: '1' })).toEqual([
      'DTCP Approved',
      '24*7 Power Supply',
      '20+ Years of Experience',
    ]);
    expect(enabledFeatures(null)).toEqual([]);
  });

  it('attribute values: Bool as Yes or No, options by their text, a dash when empty', () => {
    const options = [
      { _id: 'o1', option_value: 'Park' },
      { _id: 'o2', option_value: 'Tank' },
    ];
    expect(attributeDisplay({ option_type: 'Bool', atrvalue: 1 })).toBe('Yes');
    expect(attributeDisplay({ option_type: 'Bool', atrvalue: 0 })).toBe('No');
    expect(attributeDisplay({ option_type: 'Bool', atrvalue: null })).toBe('-');
    expect(attributeDisplay({ option_type: 'Checkbox', option_value: options, atrvalue: ['o2', 'o1'] })).toBe('Tank, Park');
    expect(attributeDisplay({ option_type: 'Select', option_value: options, atrvalue: 'o1' })).toBe('Park');
    expect(attributeDisplay({ option_type: 'Radio', option_value: options, atrvalue: 'Unknown' })).toBe('Unknown');
    expect(attributeDisplay({ option_type: 'Range', atrvalue: 5 })).toBe('5');
    expect(attributeDisplay({ option_type: 'Text', atrvalue: '' })).toBe('-');
    expect(attributeDisplay({ option_type: 'Checkbox', atrvalue: [] })).toBe('-');
  });

  it('the status chips link to the plot list filtered by layout and status (G10)', () => {
    expect(recordPath({ resource: 'plot', type: 'list', filter: { lid: 4, status: 'Sold' } })).toBe(
      `/plot?filter=${encodeURIComponent('{"lid":4,"status":"Sold"}')}`,
    );
    expect(recordPath({ resource: 'plot', type: 'list', filter: { lid: 4 } })).toBe(`/plot?filter=${encodeURIComponent('{"lid":4}')}`);
  });

  it('the QR code exports at 1.5 scale, named after downloadqrcode_filename', () => {
    expect(qrExportSize(72)).toBe(108);
    expect(qrExportSize(96, 1.5)).toBe(144);
    expect(qrFileName({ id: 3, downloadqrcode_filename: 'layout-3-qrcode.png' })).toBe('layout-3-qrcode.png');
    expect(qrFileName({ id: 3, downloadqrcode_filename: 'phase-1.svg' })).toBe('phase-1.png');
    expect(qrFileName({ id: 3, downloadqrcode_filename: 'phase-1' })).toBe('phase-1.png');
    expect(qrFileName({ id: 3 })).toBe('layout-3-qrcode.png');
  });

  it('the layout routes carry ?pid= and a save returns to the project Layouts tab', () => {
    expect(layoutEditPath(3, 1)).toBe('/layout/3?pid=1');
    expect(layoutEditPath(3, 1, 'media')).toBe('/layout/3/media?pid=1');
    expect(layoutEditPath(3, null)).toBe('/layout/3');
    expect(projectLayoutsPath(1)).toBe('/project/1/show/layout');
  });
});

describe('uploads (spec 1 §5): refused before anything is sent', () => {
  it('at most 10,000,000 bytes', () => {
    expect(uploadValidator()(file('photo.jpg', 10_000_000, 'image/jpeg'))).toBeUndefined();
    expect(uploadValidator()(file('photo.jpg', 10_000_001, 'image/jpeg'))).toBe(UPLOAD_TOO_LARGE);
    expect(uploadValidator()([file('a.pdf', 10), file('b.pdf', 10_000_001)])).toBe(UPLOAD_TOO_LARGE);
  });

  it('of the allowed types; brochures without video; the layout image a picture', () => {
    expect(uploadValidator()(file('tour.mp4', 100, 'video/mp4'))).toBeUndefined();
    expect(uploadValidator()(file('setup.exe', 100))).toBe(UPLOAD_BAD_TYPE);
    expect(uploadValidator({ brochure: true })(file('tour.mp4', 100, 'video/mp4'))).toBe(BROCHURE_BAD_TYPE);
    expect(uploadValidator({ brochure: true })(file('brochure.pdf', 100, 'application/pdf'))).toBeUndefined();
    expect(uploadValidator({ image: true })(file('plan.pdf', 100, 'application/pdf'))).toBe(IMAGE_ONLY);
    expect(uploadValidator({ image: true })(file('plan.png', 100, 'image/png'))).toBeUndefined();
  });

  it('files already on the server and empty inputs pass', () => {
    expect(uploadValidator()(null)).toBeUndefined();
    expect(uploadValidator()([])).toBeUndefined();
    expect(uploadValidator()({ src: '/x.png' })).toBeUndefined();
  });
});

describe('app image order', () => {
  it('moves one picture, leaving the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
