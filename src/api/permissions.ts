/** Permission logic as pure functions (spec 1 §6, spec 2 §6, spec 3 §6). docs/decisions.md "Notes: src/api/permissions.ts" */
import { own } from './own';

export interface Membership {
  organization_id: number | string;
  name: string;
  /** 'Daga' turns on the Daga features (full menu, click-to-call, ...). */
  software_access?: string | null;
  master: boolean | number | string;
  permissions: string[];
  /** Set at sign-in when the server's `permissions` was not a list of strings: none are held. */
  permissionsInvalid?: boolean;
}

/** What the console says when an organization's permission list could not be read. */
export const permissionsInvalidMessage = (organization: string): string =>
  `The server sent no valid permission list for ${organization || 'this organization'}: no permissions are granted here until an administrator fixes it.`;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The memberships of a sign-in answer, validated: entries that are not organizations are left out… */
export const readMemberships = (raw: unknown): Membership[] => {
  if (!Array.isArray(raw)) return [];
  const out: Membership[] = [];
  for (const entry of raw) {
    if (!isPlainObject(entry)) continue;
    const id = entry.organization_id;
    if (!((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== ''))) continue;
    const list = entry.permissions;
    const valid = Array.isArray(list) && list.every(p => typeof p === 'string');
    out.push({
      ...entry,
      organization_id: id,
      name: typeof entry.name === 'string' ? entry.name : String(entry.name ?? id),
      software_access: typeof entry.software_access === 'string' ? entry.software_access : null,
      master:
        typeof entry.master === 'boolean' || typeof entry.master === 'number' || typeof entry.master === 'string' ? entry.master : false,
      permissions: valid ? [...(list as string[])] : [],
      ...(valid ? {} : { permissionsInvalid: true }),
    } as Membership);
  }
  return out;
};

export const isMaster = (m: Pick<Membership, 'master'> | undefined | null): boolean =>
  !!m && (m.master === true || m.master === 1 || m.master === '1');

export const isDaga = (m: Pick<Membership, 'software_access'> | undefined | null): boolean => !!m && m.software_access === 'Daga';

/** Exact-string check; a master member holds everything. */
export const hasPermission = (m: Membership | undefined | null, key: string): boolean =>
  !!m && (isMaster(m) || (Array.isArray(m.permissions) && m.permissions.includes(key)));

/** Any-of check. */
export const hasAnyPermission = (m: Membership | undefined | null, keys: readonly string[]): boolean =>
  keys.some(key => hasPermission(m, key));

/** react-admin's actions mapped to the verb of the permission key. Others are used as they are. */
export const ACTION_VERBS: Readonly<Record<string, string>> = {
  list: 'view',
  show: 'view',
  view: 'view',
  export: 'view',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

/** A rule of the exception table. */
export type PermissionRule =
  | { anyOf: readonly string[] }
  /** Only a master member of the organization (e.g. organizations, G32). */
  | { masterOnly: true }
  /** Every signed-in member (e.g. the dashboard). */
  | { always: true }
  /** Nobody, master included (e.g. customer document type delete, G28). */
  | { never: true };

const key = (...keys: string[]): PermissionRule => ({ anyOf: keys });

/** The exceptions the specifications use, keyed `{resource}.{verb}`. Every other resource/action pair needs exactly `{resource}.{verb}`. */
export const PERMISSION_EXCEPTIONS: Readonly<Record<string, PermissionRule>> = {
  // The EMI history of a plan is read on the plan's show page (plotemi.view).
  'plotemi/emihistory.view': key('plotemi.view'),
  // The EMI dues (issue 37) are derived from the plans and their history: read (and exported) with plotemi.view.
  'emidue.view': key('plotemi.view'),
  // Always reachable by a member of the organization.
  'dashboard.view': { always: true },
  // The activity feed has no key: every member reads it… docs/decisions.md "Activity feed"
  'activity.view': { always: true },
  // Organizations: no organization.* key exists (inventory G32): master members only.
  'organization.view': { masterOnly: true },
  'organization.create': { masterOnly: true },
  'organization.update': { masterOnly: true },
  'organization.delete': { masterOnly: true },
  // Customer document types: "bulk delete for customer document types is always off".
  'customerdocumenttype.delete': { never: true },
  // Layouts live under their project (spec 1 §6: project.create adds a layout, project.update edits it).
  'layout.view': key('project.view'),
  'layout.create': key('project.create'),
  'layout.update': key('project.update'),
  'layout.delete': key('project.delete'),
  // Documents of a project / plot / property / purchased land are gated by their owner's keys.
  'document/project.view': key('project.view'),
  'document/project.create': key('project.create'),
  'document/project.update': key('project.update'),
  'document/project.delete': key('project.delete'),
  'document/plot.view': key('plot.view'),
  'document/plot.create': key('plot.create'),
  'document/plot.update': key('plot.update'),
  'document/plot.delete': key('project.delete'),
  'document/property.view': key('property.view'),
  'document/property.create': key('property.create'),
  'document/property.update': key('property.update'),
  'document/property.delete': key('property.delete', 'project.delete'),
  'document/purchasedland.view': key('purchasedland.view'),
  'document/purchasedland.create': key('purchasedland.create'),
  'document/purchasedland.update': key('purchasedland.update'),
  'document/purchasedland.delete': key('purchasedland.delete'),
  // Spec 3 §6 names no listing.create: a listing is created by those who may edit one (C23).
  'listing.create': key('listing.update'),
  // A listing's attribute values and facilities are read on its page (listing.view).
  'listingattribute.view': key('listing.view'),
  'listingfacility.view': key('listing.view'),
  // The map of every purchased land (G26) is read with the purchased land's view key.
  'purchasedlandmap.view': key('purchasedland.view'),
  // Plot sale status types use the plotsalestatustype.* keys.
  'plotsalestatuslist.view': key('plotsalestatustype.view'),
  'plotsalestatuslist.create': key('plotsalestatustype.create'),
  'plotsalestatuslist.update': key('plotsalestatustype.update'),
  'plotsalestatuslist.delete': key('plotsalestatustype.delete'),
  // Read-only lists of spec 2 §6: mail templates under emailtemplate.view, the documents a loan needs under documenttype.view.
  'mail/templates.view': key('emailtemplate.view'),
  'loanrequiredocuments.view': key('documenttype.view'),
  // Instalments.
  'plotsaleinstalment.create': key('instalment.create'),
  'plotsaleinstalment.update': key('instalment.update'),
  // An offer's layouts and a group's offers are read on their show tabs: with the offer's and the group's view keys.
  'offerlayout.view': key('customeroffer.view'),
  'offergroup.view': key('customergroup.view'),
  // Gifts assigned to customers.
  'customergift.view': key('giftcustomer.view'),
  'customergift.send': key('sendgift.send'),
  // Testimonials and carousels (C21: keys checked verbatim).
  'sitetestimonials.update': key('SiteTestimonials.update'),
  'sitetestimonials.delete': key('SiteTestimonials.delete'),
  'sitecarousel.view': key('SiteCarousel.view'),
  'sitecarousel.update': key('SiteCarousel.update'),
  'sitecarousel.delete': key('carousel.delete'),
  'sitecarouselslide.view': key('SiteCarousel.view'),
  'sitecarouselslide.create': key('sitecarousel.create'),
  'sitecarouselslide.update': key('sitecarouselslide.update', 'sitecarousel.update'),
  'sitecarouselslide.delete': key('sitecarousel.delete'),
  // A customer's bank details and ID proofs live under the customer: read with customer.view, written with customer.update.
  'customerbank.view': key('customer.view'),
  'customerbank.create': key('customer.update'),
  'customerbank.update': key('customer.update'),
  'customerbank.delete': key('customer.update'),
  'customerproof.view': key('customer.view'),
  'customerproof.create': key('customer.update'),
  'customerproof.update': key('customer.update'),
  'customerproof.delete': key('customer.update'),
  'notes/detailtab.view': key('customer.view', 'notes.view'),
  // A lead's activities live under the lead: read with customerinterest.view, written with customerinterest.update.
  'customerinterestactivity.view': key('customerinterest.view'),
  'customerinterestactivity.create': key('customerinterest.update'),
  'customerinterestactivity.update': key('customerinterest.update'),
  'customerinterestactivity.delete': key('customerinterest.update'),
  // A customer's points are read on the customer's Points tab (customer.view); written with customerpoints.create / update / delete (§6).
  'customerpoints.view': key('customer.view'),
  // The customer import's failed rows: read with customer.view; edited and verified with customer.create, the import's key…
  'customerimportfailed.view': key('customer.view'),
  'customerimportfailed.create': key('customer.create'),
  'customerimportfailed.update': key('customer.create'),
  'customerimportfailed.verify': key('customer.create'),
  'customerimportfailed.delete': key('customer.delete'),
  // Call history is gated by listing keys (C30).
  'callhistory.view': key('listing.view'),
  'callhistory.delete': key('listing.delete'),
  // Plot status history and the sale of a plot are read on the plot's show tabs; property status notes live under their property.
  'plotstatus.view': key('plot.view'),
  'plotsale.view': key('plot.view'),
  // Plot sales; a sale's status records and instalments are read with the sale, a status is added by its editors.
  'plotsale.update': key('plot.update'),
  'plotsale.delete': key('plot.delete'),
  'plotsalestatus.view': key('plot.view'),
  'plotsalestatus.create': key('plot.update'),
  'plotsaleinstalment.view': key('plot.view'),
  'property/status.view': key('property.view'),
  'property/status.create': key('property.update'),
  'property/status.delete': key('property.delete'),
  // A department's fields are part of the department: read with it, added and edited by its editors.
  'userdepartmentfield.view': key('userdepartment.view'),
  'userdepartmentfield.create': key('userdepartment.update'),
  'userdepartmentfield.update': key('userdepartment.update'),
};

/** Who may read a lookup, `GET {resource}/filter`: what its list would answer, so the resource's view rule… */
export const LOOKUP_KEYS: Readonly<Record<string, readonly string[]>> = {
  user: [
    'usertask.view',
    'usertask.create',
    'usertask.update', // a task's assignee, the tasks' filter
    'userdepartmentreport.view',
    'usertaskreport.view', // the reports' User filter
    'customer.view', // the customer list's Created By filter
    'customerinterest.view',
    'customerinterest.update',
    'customerinterest.leadassign', // the leads' Assigned filter, Assign Lead
    'reminder.create',
    'reminder.update', // a reminder's user
    'instalment.create',
    'instalment.update', // an instalment's Received By
  ],
  customer: [
    'customer.update', // a customer's bank details and ID proofs
    'plot.view', // the plot sales' Customer filter
    'plot.update', // the Booked, Blocked and Sold forms, a sale's broker
    'property.create',
    'property.update', // a property's owner
    'plotemi.view',
    'plotemi.create',
    'plotemi.update', // the EMI plans' filter and form
    'customerinterest.view',
    'customerinterest.create',
    'customerinterest.update', // a lead's customer
    'reminder.create',
    'reminder.update',
    'listing.update', // a listing's user
    'brokeroffergroup.view', // the Broker filter
  ],
  project: [
    'project.create',
    'project.update', // a layout's project (layout.create / layout.update)
    'plot.view',
    'plotbook.view',
    'plotresale.view',
    'plotemi.view', // the Project filter of the plots, sales, bookings, resales, EMI plans and dues
    'customerinterest.view',
    'customerinterest.create',
    'customerinterest.update',
    'locationlandmark.create',
    'locationlandmark.update',
    'promobanner.create',
    'promobanner.update',
    'customernotification.create',
    'customernotification.update',
  ],
  layout: [
    'plot.view',
    'plot.create',
    'plot.update', // the plots' Layout filter, the plot form
    'priceguide.view',
    'priceguide.create',
    'priceguide.update',
    'property.update', // a property's Add Plot
    'plotemi.view', // the EMI dues' Layout filter
  ],
  plot: ['property.update', 'plotemi.create', 'plotemi.update'],
  // The Booked and Sold forms look for the plot's EMI plan.
  plotemi: ['plot.update'],
  // A document's type, on the add and edit forms of every owner's files (the document/* rules).
  documenttype: [
    'project.create',
    'project.update',
    'plot.create',
    'plot.update',
    'property.create',
    'property.update',
    'purchasedland.create',
    'purchasedland.update',
  ],
  customerattributetype: ['customer.view', 'customer.create', 'customer.update', 'priceguide.create', 'priceguide.update'],
  // The layout form's attributes (layout.create / layout.update are project.create / project.update).
  layoutattributetype: ['project.create', 'project.update'],
  customergroup: ['customer.update', 'priceguide.create', 'priceguide.update', 'brokeroffergroup.view'],
  source: ['customerinterest.view', 'customerinterest.create', 'customerinterest.update'],
  // A lead's activities are written with customerinterest.update.
  customerinteractiontype: ['customerinterest.update'],
  customerinterest: ['customerinterest.update'],
  userdepartment: ['userdepartment.update', 'userdepartmentreport.view', 'user.create', 'user.update'],
  usertask: ['usertaskreport.view'],
  neighbourservicetype: ['neighbourserviceperson.create', 'neighbourserviceperson.update'],
  listingpropertytype: ['listing.update'],
  dealercategory: ['dealer.view', 'dealer.create', 'dealer.update'],
  blogcategory: ['blog.view', 'blog.create', 'blog.update'],
  blog: ['blogcomment.view', 'blogcomment.update', 'promobanner.create', 'promobanner.update'],
  sitecarousel: ['sitecarousel.create', 'sitecarousel.update', 'sitecarouselslide.update'],
  sitepage: ['promobanner.create', 'promobanner.update'],
  // The saved customer filters: read on the customer list, chosen on a notification.
  customerfilter: ['customer.view', 'customernotification.create', 'customernotification.update'],
  'mail/templates': ['message.create', 'message.update'],
  // The customer gifts' Gift filter (customergift.view is giftcustomer.view).
  gift: ['giftcustomer.view'],
};

/** The rule of a lookup: its view rule, or any key of the forms that use it (LOOKUP_KEYS). */
export const lookupRule = (resource: string): PermissionRule => {
  const view = permissionRule(resource, 'view');
  const forms = own(LOOKUP_KEYS, resource) ?? [];
  if (!forms.length || 'always' in view) return view;
  return { anyOf: ['anyOf' in view ? view.anyOf : [], forms].flat() };
};

/** The rule react-admin's `{ resource, action }` maps to; the action `lookup` is the resource's lookup. */
export const permissionRule = (resource: string, action: string): PermissionRule => {
  if (action === 'lookup') return lookupRule(resource);
  const verb = own(ACTION_VERBS, action) ?? action;
  return own(PERMISSION_EXCEPTIONS, `${resource}.${verb}`) ?? { anyOf: [`${resource}.${verb}`] };
};

export const checkRule = (m: Membership | undefined | null, rule: PermissionRule): boolean => {
  if (!m) return false;
  if ('always' in rule) return true;
  if ('never' in rule) return false;
  if ('masterOnly' in rule) return isMaster(m);
  return hasAnyPermission(m, rule.anyOf);
};

/** react-admin's canAccess, as a pure function of the membership. */
export const canAccess = (m: Membership | undefined | null, { resource, action }: { resource: string; action: string }): boolean =>
  checkRule(m, permissionRule(resource, action));
