import { describe, expect, it } from 'vitest';
import { canAccess, hasAnyPermission, hasPermission, isDaga, isMaster, permissionRule, type Membership } from '../../src/api/permissions';

const member = (permissions: string[], master: Membership['master'] = 0, software_access = 'Daga'): Membership => ({
  organization_id: 1,
  name: 'Org',
  software_access,
  master,
  permissions,
});

describe('permission logic (spec 1 §6)', () => {
  it('a master member holds every permission', () => {
    for (const master of [true, 1, '1'] as const) {
      expect(isMaster(member([], master))).toBe(true);
      expect(hasPermission(member([], master), 'anything.at.all')).toBe(true);
    }
  });

  it('anyone else holds exactly the strings of the list (case-sensitive)', () => {
    const m = member(['project.view', 'SiteTestimonials.update']);
    expect(hasPermission(m, 'project.view')).toBe(true);
    expect(hasPermission(m, 'project.update')).toBe(false);
    expect(hasPermission(m, 'sitetestimonials.update')).toBe(false);
    expect(hasPermission(m, 'SiteTestimonials.update')).toBe(true);
  });

  it('no membership holds nothing', () => {
    expect(hasPermission(undefined, 'project.view')).toBe(false);
    expect(canAccess(undefined, { resource: 'dashboard', action: 'list' })).toBe(false);
  });

  it('the any-of check', () => {
    const m = member(['plot.view']);
    expect(hasAnyPermission(m, ['project.view', 'plot.view'])).toBe(true);
    expect(hasAnyPermission(m, ['project.view', 'property.view'])).toBe(false);
    expect(hasAnyPermission(m, [])).toBe(false);
  });

  it.each([
    ['documenttype', 'list', 'documenttype.view'],
    ['documenttype', 'show', 'documenttype.view'],
    ['documenttype', 'create', 'documenttype.create'],
    ['documenttype', 'edit', 'documenttype.update'],
    ['documenttype', 'delete', 'documenttype.delete'],
    ['customerinterest', 'leadassign', 'customerinterest.leadassign'],
  ])('maps %s / %s to %s', (resource, action, expected) => {
    expect(permissionRule(resource, action)).toEqual({ anyOf: [expected] });
    expect(canAccess(member([expected]), { resource, action })).toBe(true);
    expect(canAccess(member([]), { resource, action })).toBe(false);
  });

  it.each([
    ['sitetestimonials', 'edit', 'SiteTestimonials.update'],
    ['sitetestimonials', 'delete', 'SiteTestimonials.delete'],
    ['plotsalestatuslist', 'edit', 'plotsalestatustype.update'],
    ['plotsalestatuslist', 'delete', 'plotsalestatustype.delete'],
    ['customergift', 'list', 'giftcustomer.view'],
    ['customergift', 'send', 'sendgift.send'],
    ['sitecarousel', 'list', 'SiteCarousel.view'],
    ['sitecarousel', 'show', 'SiteCarousel.view'],
    ['sitecarousel', 'edit', 'SiteCarousel.update'],
    ['sitecarousel', 'delete', 'carousel.delete'],
    ['sitecarouselslide', 'list', 'SiteCarousel.view'],
    ['sitecarouselslide', 'create', 'sitecarousel.create'],
    ['sitecarouselslide', 'delete', 'sitecarousel.delete'],
    ['callhistory', 'delete', 'listing.delete'],
    ['purchasedlandmap', 'list', 'purchasedland.view'],
    ['emidue', 'list', 'plotemi.view'],
    ['emidue', 'export', 'plotemi.view'],
    ['listingattribute', 'list', 'listing.view'],
    ['listing', 'create', 'listing.update'],
    ['offerlayout', 'list', 'customeroffer.view'],
    ['offergroup', 'list', 'customergroup.view'],
    ['listingfacility', 'list', 'listing.view'],
    ['customerbank', 'list', 'customer.view'],
    ['customerpoints', 'list', 'customer.view'],
    ['customerimportfailed', 'list', 'customer.view'],
    ['customerimportfailed', 'edit', 'customer.create'],
    ['customerimportfailed', 'verify', 'customer.create'],
    ['customerimportfailed', 'delete', 'customer.delete'],
    ['customerpoints', 'create', 'customerpoints.create'],
    ['customerpoints', 'edit', 'customerpoints.update'],
    ['customerbank', 'create', 'customer.update'],
    ['customerbank', 'edit', 'customer.update'],
    ['customerinterestactivity', 'list', 'customerinterest.view'],
    ['customerinterestactivity', 'create', 'customerinterest.update'],
    ['customerinterestactivity', 'delete', 'customerinterest.update'],
    ['customerproof', 'list', 'customer.view'],
    ['customerproof', 'delete', 'customer.update'],
    ['notes/detailtab', 'list', 'customer.view'],
    ['mail/templates', 'list', 'emailtemplate.view'],
    ['loanrequiredocuments', 'list', 'documenttype.view'],
    ['plotsaleinstalment', 'create', 'instalment.create'],
    ['plotsaleinstalment', 'edit', 'instalment.update'],
    ['plotsaleinstalment', 'list', 'plot.view'],
    ['plotsale', 'list', 'plot.view'],
    ['plotsale', 'edit', 'plot.update'],
    ['plotsale', 'delete', 'plot.delete'],
    ['plotsalestatus', 'list', 'plot.view'],
    ['plotsalestatus', 'create', 'plot.update'],
    ['layout', 'edit', 'project.update'],
    ['userdepartmentfield', 'list', 'userdepartment.view'],
    ['userdepartmentfield', 'create', 'userdepartment.update'],
    ['userdepartmentfield', 'edit', 'userdepartment.update'],
  ])('exception table: %s / %s needs %s', (resource, action, expected) => {
    expect(canAccess(member([expected]), { resource, action })).toBe(true);
    const naive = `${resource}.${action === 'edit' ? 'update' : action === 'list' ? 'view' : action}`;
    expect(canAccess(member([naive]), { resource, action })).toBe(naive === expected);
  });

  it("a carousel's keys as spec 3 §6 writes them (C21): created with sitecarousel.create, a slide edited with sitecarouselslide.update or sitecarousel.update", () => {
    expect(canAccess(member(['sitecarousel.create']), { resource: 'sitecarousel', action: 'create' })).toBe(true);
    expect(canAccess(member(['SiteCarousel.create']), { resource: 'sitecarousel', action: 'create' })).toBe(false);
    expect(canAccess(member(['sitecarousel.update']), { resource: 'sitecarousel', action: 'edit' })).toBe(false);
    expect(canAccess(member(['SiteCarousel.view']), { resource: 'sitecarousel', action: 'list' })).toBe(true);
    expect(canAccess(member(['sitecarousel.view']), { resource: 'sitecarousel', action: 'list' })).toBe(false);
    for (const held of ['sitecarouselslide.update', 'sitecarousel.update'])
      expect(canAccess(member([held]), { resource: 'sitecarouselslide', action: 'edit' })).toBe(true);
    expect(canAccess(member(['SiteCarousel.update']), { resource: 'sitecarouselslide', action: 'edit' })).toBe(false);
    expect(canAccess(member(['sitetestimonials.view']), { resource: 'sitetestimonials', action: 'list' })).toBe(true);
  });

  it('customer document types can never be deleted, not even by a master', () => {
    expect(canAccess(member([], 1), { resource: 'customerdocumenttype', action: 'delete' })).toBe(false);
    expect(canAccess(member(['customerdocumenttype.delete']), { resource: 'customerdocumenttype', action: 'delete' })).toBe(false);
    expect(canAccess(member(['customerdocumenttype.update']), { resource: 'customerdocumenttype', action: 'edit' })).toBe(true);
  });

  it('the dashboard is open to every member; organizations to masters only', () => {
    expect(canAccess(member([]), { resource: 'dashboard', action: 'list' })).toBe(true);
    expect(canAccess(member(['organization.view']), { resource: 'organization', action: 'list' })).toBe(false);
    expect(canAccess(member([], 1), { resource: 'organization', action: 'list' })).toBe(true);
  });

  it("software_access 'Daga' turns on the Daga features", () => {
    expect(isDaga(member([], 0, 'Daga'))).toBe(true);
    expect(isDaga(member([], 0, 'daga'))).toBe(false);
    expect(isDaga(member([], 0, 'Standard'))).toBe(false);
  });
});
