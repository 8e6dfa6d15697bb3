/**
 * Who may read a lookup (issue 35): what its list would answer (the view key), or a member who may
 * use a form or a list filter that picks from it (src/api/permissions.ts LOOKUP_KEYS). The demo
 * API refuses anyone else with the envelope's 403, like its other refusals.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { checkRule, LOOKUP_KEYS, lookupRule, permissionRule, type Membership } from '../../src/api/permissions';
import { hasView } from '../../src/common/schema/define';
import { SCHEMAS } from '../../src/resources/schemas';
import { api } from './demoApiCall';

/** Gives the staff account exactly these keys in organization 1. */
const staffHolds = (permissions: string[]) => {
  const membership = db().accounts.find(a => a.username === 'staff')!.organizations[0]!;
  membership.permissions = permissions;
  membership.master = 0;
};

const holding = (...permissions: string[]): Membership => ({ organization_id: 1, name: 'Daga Estates', master: 0, permissions });

const REFUSED = { status: false, message: 'You do not have permission for this action.', data: null, errors: null };

describe('lookups check the view key (demo API)', () => {
  it('refuses the user lookup without user.view or a key of a form that picks a user, with the envelope 403', async () => {
    staffHolds(['project.view', 'plot.view', 'plot.update', 'documenttype.view']);
    const refused = await api('staff', 'GET', '1/user/filter');
    expect(refused).toEqual({ status: 403, body: REFUSED });
  });

  it.each([
    ['user.view', 'its own view key'],
    ['instalment.create', 'the instalment form (Received By)'],
    ['customerinterest.leadassign', 'Assign Lead'],
    ['usertask.update', "a task's assignee"],
  ])('answers the user lookup with %s (%s)', async key => {
    staffHolds([key]);
    const answer = await api('staff', 'GET', '1/user/filter');
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.length).toBeGreaterThan(0);
  });

  it('refuses a generic lookup (crud) the same way, and answers it with the view key', async () => {
    staffHolds(['documenttype.view']);
    expect(await api('staff', 'GET', '1/customerdocumenttype/filter')).toEqual({ status: 403, body: REFUSED });
    expect((await api('staff', 'GET', '1/documenttype/filter')).status).toBe(200);
    // A form that picks from it: the customer picker of a plot's Booked form.
    expect(await api('staff', 'GET', '1/customer/filter')).toEqual({ status: 403, body: REFUSED });
    staffHolds(['plot.update']);
    expect((await api('staff', 'GET', '1/customer/filter')).status).toBe(200);
  });

  it.each([
    // The staff account: the plot form, the plot list's filters, the status forms (customer, EMI plan), file forms.
    ['staff', ['layout/filter', 'project/filter', 'customer/filter', 'plotemi/filter?plot_id=1', 'documenttype/filter', 'user/filter']],
    // The agent account: the lead form and its activities, the customer forms and lists.
    [
      'agent',
      [
        'customer/filter',
        'project/filter',
        'customerinterestsource/filter',
        'customerinteractiontype/filter',
        'customerattributetype/filter',
        'user/filter',
        'customergroup/filter',
      ],
    ],
  ])('answers the lookups the %s account uses', async (username, paths) => {
    for (const path of paths) expect([path, (await api(username, 'GET', `1/${path}`)).status]).toEqual([path, 200]);
  });

  it('refuses the other custom lookups without their keys', async () => {
    staffHolds(['documenttype.view']);
    for (const path of [
      'plot/filter',
      'plot/filters',
      'customerinterestsource/filter',
      'customernotification/filterdata',
      'priceguide/filter',
    ]) {
      expect([path, (await api('staff', 'GET', `1/${path}`)).status]).toEqual([path, 403]);
    }
  });
});

/** Every key that opens a form or a filter (a master-only form: none to list). */
const keysOf = (resource: string, action: string): string[] => {
  const rule = permissionRule(resource, action);
  return 'anyOf' in rule ? [...rule.anyOf] : [];
};

/** The schema pickers: [lookup resource, form resource, action] for each reference on a form or a list filter. */
const schemaPickers = (): [string, string, string][] =>
  SCHEMAS.flatMap(schema => {
    const uses: [string, string, string][] = [];
    for (const field of Object.values(schema.fields)) {
      const target = field.options.reference?.resource;
      if (!target) continue;
      if (field.has('create') && hasView(schema, 'create')) uses.push([target, schema.name, 'create']);
      if (field.has('edit') && hasView(schema, 'edit') && !field.options.readOnly) uses.push([target, schema.name, 'edit']);
      if (field.has('filter') && hasView(schema, 'list')) uses.push([target, schema.name, 'list']);
    }
    for (const filter of schema.listFilters ?? []) {
      if (filter.kind === 'match' && filter.input === 'reference') uses.push([filter.reference!.resource, schema.name, 'list']);
    }
    if (schema.attributes) {
      for (const action of ['list', 'show', 'create', 'edit']) uses.push([schema.attributes.types, schema.name, action]);
    }
    return uses;
  });

/** The hand-written pickers and lookup reads (src/resources, src/features). */
const HAND_WRITTEN: [string, string, string, string][] = [
  ['layout', 'plot', 'create', 'PlotForm'],
  ['layout', 'plot', 'edit', 'PlotForm'],
  ['layout', 'plot', 'list', 'PlotList Layout filter'],
  ['project', 'plot', 'list', 'PlotList Project filter'],
  ['customer', 'plot', 'update', 'StatusFlow customer and broker'],
  ['plotemi', 'plot', 'update', 'EmiFields (the plot already on a plan?)'],
  ['customer', 'property', 'create', 'PropertyForm'],
  ['customer', 'property', 'edit', 'PropertyForm'],
  ['plot', 'property', 'edit', 'PropertyDialogs Add Plot'],
  ['layout', 'property', 'edit', 'PropertyDialogs Add Plot'],
  ['layout', 'priceguide', 'list', 'PriceGuideList Layout filter'],
  ['layout', 'priceguide', 'create', 'PriceGuideForm'],
  ['layout', 'priceguide', 'edit', 'PriceGuideForm'],
  ['customerattributetype', 'priceguide', 'create', 'PriceGuideForm'],
  ['customerattributetype', 'priceguide', 'edit', 'PriceGuideForm'],
  ['customergroup', 'priceguide', 'create', 'PriceGuideForm'],
  ['customergroup', 'priceguide', 'edit', 'PriceGuideForm'],
  ['plot', 'plotemi', 'create', 'PlotEmiForm'],
  ['plot', 'plotemi', 'edit', 'PlotEmiForm'],
  ['customer', 'plotemi', 'create', 'PlotEmiForm'],
  ['customer', 'plotemi', 'edit', 'PlotEmiForm'],
  ['customer', 'plotemi', 'list', 'PlotEmiList Customer filter'],
  ['project', 'plotemi', 'list', 'PlotEmiList Project filter'],
  ['customer', 'plotsale', 'edit', 'PlotSaleEdit broker'],
  ['customer', 'plotsale', 'list', 'PlotSaleList Customer filter'],
  ['project', 'plotsale', 'list', 'PlotSaleList Project filter'],
  ['project', 'plotbook', 'list', 'PlotBookList Project filter'],
  ['project', 'plotresale', 'list', 'PlotResaleList Project filter'],
  ['user', 'plotsaleinstalment', 'create', 'InstalmentForm Received By'],
  ['user', 'plotsaleinstalment', 'edit', 'InstalmentForm Received By'],
  ['user', 'customerinterest', 'edit', 'LeadRowActions Assign'],
  ['user', 'customerinterest', 'leadassign', 'LeadRowActions Assign (team head)'],
  ['customergroup', 'customer', 'edit', 'CustomerBulkActions Assign Offer Group'],
  ['layoutattributetype', 'layout', 'create', 'LayoutForm attributes'],
  ['project', 'layout', 'create', 'LayoutForm Project'],
  ['project', 'layout', 'edit', 'LayoutForm Project'],
  ['project', 'emidue', 'list', 'EmiDueList Project filter'],
  ['layout', 'emidue', 'list', 'EmiDueList Layout filter'],
  ['layoutattributetype', 'layout', 'edit', 'LayoutForm attributes'],
  ...(['project', 'plot', 'property', 'purchasedland'] as const).flatMap(owner =>
    (['create', 'edit'] as const).map((action): [string, string, string, string] => [
      'documenttype',
      `document/${owner}`,
      action,
      'DocumentForm Document Type',
    ]),
  ),
];

describe('lookup keys (one table, src/api/permissions.ts)', () => {
  it('a lookup needs its view rule when no form uses it', () => {
    expect(lookupRule('customerdocumenttype')).toEqual({ anyOf: ['customerdocumenttype.view'] });
    expect(lookupRule('layout')).toEqual({ anyOf: ['project.view', ...LOOKUP_KEYS.layout!] });
  });

  it.each(schemaPickers())('the %s lookup opens to whoever may use %s %s', (lookup, resource, action) => {
    for (const key of keysOf(resource, action)) expect([key, checkRule(holding(key), lookupRule(lookup))]).toEqual([key, true]);
  });

  it.each(HAND_WRITTEN)('the %s lookup opens to whoever may use %s %s (%s)', (lookup, resource, action) => {
    for (const key of keysOf(resource, action)) expect([key, checkRule(holding(key), lookupRule(lookup))]).toEqual([key, true]);
  });

  it('leaves no listed lookup open to a member without one of its keys', () => {
    for (const [lookup, keys] of Object.entries(LOOKUP_KEYS)) {
      expect(keys.length).toBeGreaterThan(0);
      expect(checkRule(holding(), lookupRule(lookup))).toBe(false);
      expect(checkRule(holding('dashboard.view'), lookupRule(lookup))).toBe(false);
    }
  });
});
