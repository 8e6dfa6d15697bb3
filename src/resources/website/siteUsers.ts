/** Site users: the public website's accounts. docs/decisions.md "Notes: src/resources/website/siteUsers.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, email, phone, text } from '../../common/schema/fields';
import { DEFAULT_COUNTRY_CODE, countryCode } from '../../common/phone';

/** The texts of spec 3 §5 and the ones this console adds where it gives none. */
export const SITE_USER_TEXTS = {
  name: 'Name is required',
  nameMin: 'The name must be at least 3 characters.',
  nameMax: 'The name may not be greater than 120 characters.',
  status: 'status is required',
  /** §5 "email valid" (no wording given): the product's own, as on the organization form. */
  email: 'Valid email id required',
  mobile: 'Valid moble number id required',
  mobileMin: 'The mobile must be at least 8 characters.',
  mobileMax: 'The mobile may not be greater than 12 characters.',
  password: 'Password is required',
  passwordMin: 'The password must be at least 5 characters.',
  passwordMax: 'The password may not be greater than 30 characters.',
  confirm: 'Password and confirm password do not match.',
} as const;

const PEOPLE = [
  'Karthik Subramanian',
  'Priya Ramesh',
  'Arun Kumar',
  'Divya Natarajan',
  'Saravanan Murugan',
  'Lakshmi Venkatesh',
  'Vignesh Balaji',
  'Meena Sundaram',
  'Prakash Elango',
  'Revathi Shankar',
  'Dinesh Raja',
  'Anitha Gopal',
  'Manikandan Selvam',
  'Kavya Rajendran',
];

/** The demo's password of every seeded site user (the API never answers it). */
const DEMO_PASSWORD = 'Welcome@123';

export const siteuser = defineSchema({
  name: 'siteuser',
  label: 'Site Users',
  singular: 'Site User',
  group: 'website',
  icon: 'siteuser',
  reducedMenu: false,
  recordRepresentation: 'name',
  rowClick: 'show',
  editTabs: [{ label: 'Profile' }, { label: 'Password', fields: ['password', 'confirmpassword'] }],
  fields: {
    name: text('Name')
      .required(SITE_USER_TEXTS.name)
      .min(3, SITE_USER_TEXTS.nameMin)
      .max(120, SITE_USER_TEXTS.nameMax)
      .in('list', 'search', 'sort')
      .seed(ctx => PEOPLE[(ctx.index + (ctx.orgid - 1) * 5) % PEOPLE.length]!),
    email: email('Email', SITE_USER_TEXTS.email).in('list', 'search'),
    country_code: countryCode('Country Code').seed([DEFAULT_COUNTRY_CODE]),
    mobile: phone('Mobile')
      .digits(SITE_USER_TEXTS.mobile)
      .min(8, SITE_USER_TEXTS.mobileMin)
      .max(12, SITE_USER_TEXTS.mobileMax)
      .in('list', 'search'),
    password: text('Password')
      .required(SITE_USER_TEXTS.password, { on: 'create' })
      .min(5, SITE_USER_TEXTS.passwordMin)
      .max(30, SITE_USER_TEXTS.passwordMax)
      .secret()
      .seed([DEMO_PASSWORD]),
    confirmpassword: text('Confirm Password').equals('password', SITE_USER_TEXTS.confirm).secret().seed([DEMO_PASSWORD]),
    status: choice('Status', ['Active', 'Blocked'] as const)
      .required(SITE_USER_TEXTS.status)
      .colors({ Active: 'success', Blocked: 'error' })
      .in('list', 'filter')
      .seed(ctx => (ctx.index % 6 === 4 ? 'Blocked' : 'Active')),
  },
  seed: { count: o => (o === 1 ? 14 : 6) },
});
