// Reasoning: docs/decisions.md "Notes: src/common/menuGroups.ts"
import { tx } from './i18n';

/** The menu's groups, in their order: a declaration names one (src/common/schema/define.ts, src/app/resourceTypes.ts). */
export type MenuGroup = 'inventory' | 'sales' | 'website' | 'admin';

export const MENU_GROUPS: ReadonlyArray<{ id: MenuGroup; label: string }> = [
  { id: 'inventory', label: tx('Inventory') },
  { id: 'sales', label: tx('Customers and sales') },
  { id: 'website', label: tx('Website') },
  { id: 'admin', label: tx('Administration') },
];

/** The menu of issue 40: the day's work first, in this order, then the areas of MENU_GROUPS… docs/decisions.md "The menu (issue 40)" */
export const DAILY_WORK: readonly string[] = [
  'plot',
  'plotbook',
  'plotsale',
  'plotemi',
  'emidue',
  'customer',
  'customerinterest',
  'reminder',
  'callhistory',
];

export const SETTINGS_LISTS: readonly string[] = [
  'documenttype',
  'customerdocumenttype',
  'plotsalestatuslist',
  'source',
  'layoutattributetype',
  'listingattributetype',
  'customerattributetype',
  'listingfacilitytype',
  'listingpropertytype',
  'customerinteractiontype',
  'neighbourservicetype',
  'dealercategory',
  'blogcategory',
  'loanrequiredocuments',
];

export const DAILY_GROUP = { id: 'daily', label: tx('Daily work') } as const;
export const SETTINGS_GROUP = { id: 'settings', label: tx('Settings') } as const;
