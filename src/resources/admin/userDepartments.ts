/** User departments and their fields. docs/decisions.md "Notes: src/resources/admin/userDepartments.ts" */
import { defineSchema, tabChild } from '../../common/schema/define';
import { choice, longText, reference, text, type SeedFieldContext } from '../../common/schema/fields';
import { attributeTypeFields, OPTION_TYPES, type OptionType } from '../../common/attributeTypes';

const STATUSES = ['Active', 'Inactive'] as const;
const STATUS_COLORS = { Active: 'success', Inactive: 'error' } as const;

export const userdepartment = defineSchema({
  name: 'userdepartment',
  label: 'User Departments',
  singular: 'User Department',
  group: 'admin',
  icon: 'department',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    // C13: correct 3..120 checks; the quoted message tails, prefixed by the field (G31 for 'required').
    name: text('Name')
      .required('Name is required')
      .min(3, 'The name must be at least 3 characters.')
      .max(120, 'The name may not be greater than 120 characters.')
      .in('list', 'search', 'sort')
      .seed([
        'Sales',
        'Telecalling',
        'Site Engineering',
        'Accounts',
        'Documentation',
        'Customer Relations',
        'Marketing',
        'Survey',
        'Legal',
        'Administration',
      ]),
    status: choice('Status', STATUSES)
      .required('Status is required')
      .in('list')
      .colors(STATUS_COLORS)
      .seed(ctx => (ctx.index === 8 ? 'Inactive' : 'Active')),
    description: longText('Description'),
  },
  seed: { count: o => (o === 1 ? 10 : 6) },
});

/* The fields of a department -------------------------------------------------------------------- */

/** Spec 2 §3 "Select, Radio, Checkbox, Range and others" (G15: the union), and File: report answers can be files (spec 3 §3). */
const FIELD_TYPES = [...OPTION_TYPES, 'File'] as const;

type FieldSeed = [name: string, optionType: OptionType | 'File', options?: string[], range?: [number, number, number]];

/** Three report questions per seeded department. */
const FIELDS: Readonly<Record<string, readonly FieldSeed[]>> = {
  Sales: [
    ['Site visits done', 'Number'],
    ['Bookings closed', 'Number'],
    ['Customer response', 'Radio', ['Hot', 'Warm', 'Cold']],
  ],
  Telecalling: [
    ['Calls made', 'Number'],
    ['Leads generated', 'Number'],
    ['Call summary', 'Text'],
  ],
  'Site Engineering': [
    ['Work progress (%)', 'Range', undefined, [0, 100, 0]],
    ['Site photos', 'File'],
    ['Work done today', 'Text'],
  ],
  Accounts: [
    ['Collections received (₹)', 'Number'],
    ['Payment modes', 'Checkbox', ['Cash', 'Cheque', 'DD', 'UPI']],
    ['Bank deposit made', 'Bool'],
  ],
  Documentation: [
    ['Documents collected', 'Checkbox', ['Aadhaar', 'PAN', 'Patta', 'Sale Deed', 'EC']],
    ['Registrations completed', 'Number'],
    ['Pending issues', 'Text'],
  ],
  'Customer Relations': [
    ['Customers contacted', 'Number'],
    ['Complaints resolved', 'Number'],
    ['Customer satisfaction', 'Select', ['Very Good', 'Good', 'Average', 'Poor']],
  ],
  Marketing: [
    ['Campaign', 'Select', ['Facebook', 'Instagram', 'Google Ads', 'Newspaper', 'Hoarding']],
    ['Enquiries received', 'Number'],
    ['Event date', 'Date'],
  ],
  Survey: [
    ['Layout surveyed', 'Text'],
    ['Area measured (cents)', 'Number'],
    ['FMB sketch', 'File'],
  ],
  Legal: [
    ['Cases reviewed', 'Number'],
    ['Title verified', 'Bool'],
    ['Remarks', 'Text'],
  ],
  Administration: [
    ['Staff present', 'Number'],
    ['Office expenses (₹)', 'Number'],
    ['Vehicle used', 'Bool'],
  ],
};

const seedField = (ctx: SeedFieldContext) => {
  const departments = ctx.rows('userdepartment');
  const department = departments[ctx.index % departments.length]!;
  const position = Math.floor(ctx.index / departments.length);
  const pool = FIELDS[String(department.name)] ?? FIELDS.Sales!;
  const [name, option_type, options, range] = pool[position % pool.length]!;
  return {
    dept_id: department.id,
    name,
    option_type,
    order: position + 1,
    option_value: (options ?? []).map((option_value, j) => ({ _id: `df${ctx.orgid}-${ctx.index + 1}-${j + 1}`, option_value })),
    min: range?.[0] ?? null,
    max: range?.[1] ?? null,
    default_value: range?.[2] ?? null,
  };
};

const fieldCommon = attributeTypeFields({ types: FIELD_TYPES, optionTypeMessage: 'Option Type  is required', rangeRequiredOn: 'update' });

export const userdepartmentfield = defineSchema({
  name: 'userdepartmentfield',
  label: 'Department Fields',
  singular: 'Department Field',
  group: 'admin',
  icon: 'department',
  ...tabChild('deptid', 'dept_id', '/userdepartment/{deptid}/show/field'),
  // No delete: a field retires with its status (the department's reports keep their answers).
  deletable: false,
  recordRepresentation: 'name',
  fields: {
    dept_id: reference('Department', { resource: 'userdepartment', display: 'name', embed: 'department' })
      .required('Department is required')
      .owned(),
    name: text('Name').required('Name is required').in('list'),
    ...fieldCommon,
    status: choice('Status', STATUSES)
      .required('Status id required')
      .in('list')
      .colors(STATUS_COLORS)
      .default('Active')
      .seed(ctx => (ctx.random.chance(0.1) ? 'Inactive' : 'Active')),
  },
  seed: { count: o => (o === 1 ? 30 : 18), row: seedField },
});
