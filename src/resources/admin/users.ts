/** Users: the organization's staff. docs/decisions.md "Notes: src/resources/admin/users.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, choices, email, flag, longText, phone, reference, text } from '../../common/schema/fields';

/** The texts of spec 2 §5 verbatim, and this console's own where it gives none (docs/decisions.md). */
export const USER_TEXTS = {
  name: 'Name is required',
  nameMin: 'The name must be at least 3 characters.',
  nameMax: 'The name may not be greater than 120 characters.',
  email: 'Valid email id required',
  mobile: 'Mobile is required',
  mobileDigits: 'Valid mobile number required',
  mobileMin: 'The mobile must be at least 10 characters.',
  mobileMax: 'The mobile may not be greater than 10 characters.',
  status: 'Status is required',
  password: 'Password is required',
  passwordMin: 'The password must be at least 5 characters.',
  passwordMax: 'The password may not be greater than 30 characters.',
  confirm: 'Password and confirm password do not match.',
  /** §5 "an agent password is required when making an agent". */
  agentPassword: 'Agent password is required',
  agentId: 'Agent id is required',
  agentPhone: 'Valid phone number required',
} as const;

/** The bulk actions of the list (the path is not given: docs/api.md). */
export const USER_BULK_ACTIONS = [
  { action: 'block', label: 'Block', done: 'Users blocked successfully.' },
  { action: 'unblock', label: 'Unblock', done: 'Users unblocked successfully.' },
  { action: 'logout', label: 'Logout', done: 'Users logged out successfully.' },
] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number]['action'];

export const user = defineSchema({
  name: 'user',
  label: 'Users',
  singular: 'User',
  group: 'admin',
  icon: 'user',
  reducedMenu: true,
  recordRepresentation: 'name',
  search: true,
  rowClick: 'show',
  editTabs: [
    { label: 'Profile' },
    { label: 'Permissions', fields: ['permissions_keys'] },
    { label: 'Password', fields: ['password', 'confirmpassword'] },
  ],
  fields: {
    name: text('Name').required(USER_TEXTS.name).min(3, USER_TEXTS.nameMin).max(120, USER_TEXTS.nameMax).in('list', 'search', 'sort'),
    email: email('Email', USER_TEXTS.email).in('list', 'search'),
    mobile: phone('Mobile')
      .required(USER_TEXTS.mobile)
      .digits(USER_TEXTS.mobileDigits)
      .exactly(10, USER_TEXTS.mobileMin, USER_TEXTS.mobileMax)
      .in('list', 'search'),
    designation: text('Designation').in('list'),
    department_id: reference('Department', { resource: 'userdepartment', display: 'name', embed: 'userdepartment' }),
    address: longText('Address'),
    status: choice('Status', ['Active', 'Blocked'] as const)
      .required(USER_TEXTS.status)
      .colors({ Active: 'success', Blocked: 'error' })
      .in('list', 'filter'),
    agent: flag('Agent').only('list', 'filter', 'show'),
    telephony_agent: text('Agent Id').only('show').shownWhen('agent', [1]),
    telephony_phone: phone('Agent Phone').only('show').shownWhen('agent', [1]),
    permissions_keys: choices('Permissions', [] as string[]).only('edit'),
    password: text('Password')
      .required(USER_TEXTS.password, { on: 'create' })
      .min(5, USER_TEXTS.passwordMin)
      .max(30, USER_TEXTS.passwordMax)
      .secret(),
    confirmpassword: text('Confirm Password').equals('password', USER_TEXTS.confirm).secret(),
  },
  // The users are seeded with the core tables (mocks/seed/tables/user.ts, details in mocks/seed/users.ts).
  seed: false,
});
