/**
 * The dashboard's calls: the typed methods (URL, method, headers, every multipart field) and the
 * demo API's answers, which must agree with the seeded store (and so with the lists the cards open).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, table } from '../../mocks/db';
import { parseDateRange } from '../../mocks/handlers/dashboard';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { dashboardFilterPayload, type DashboardData } from '../../src/api/methods/dashboard';
import { RANGE_MESSAGES } from '../../src/features/dashboard/dateRange';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: true, message: '', data, errors: null }), { headers: { 'Content-Type': 'application/json' } });

describe('dataProvider.getDashboard / filterDashboard', () => {
  const setup = (data: unknown) => {
    const fetch = vi.fn(async () => envelope(data));
    const http = createHttpClient({
      orgid: '1',
      getToken: () => 'secret',
      apiUrl: () => 'http://api.test/api/v1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const call = () => {
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      const body = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : undefined;
      return { url, method: init.method, headers: init.headers, body };
    };
    return { dp: createDataProvider(http), call };
  };

  it('GET {orgid}/dashboard; data is counts and list', async () => {
    const { dp, call } = setup({ counts: { customers: 3 }, list: { ozonetel: [] } });
    await expect(dp.getDashboard()).resolves.toEqual({ data: { counts: { customers: 3 }, list: { ozonetel: [] } } });
    expect(call()).toMatchObject({
      url: 'http://api.test/api/v1/1/dashboard',
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: 'Bearer secret', 'X-Organization-Id': '1' },
    });
  });

  it('POST {orgid}/dashboard/filter with fltdaterange "from,to", service, plotstatus, projectid, filter', async () => {
    const { dp, call } = setup(null);
    const result = await dp.filterDashboard({
      service: 'plotstatus',
      range: { from: '2026-11-13', to: '2026-11-20' },
      plotstatus: 'Sold',
      projectid: 4,
    });
    expect(result).toEqual({ data: { counts: {}, list: {} } });
    expect(call().url).toBe('http://api.test/api/v1/1/dashboard/filter');
    expect(call().method).toBe('POST');
    expect(call().body).toEqual({
      fltdaterange: '2026-11-13,2026-11-20',
      service: 'plotstatus',
      plotstatus: 'Sold',
      projectid: '4',
      filter: '',
    });
    expect(dashboardFilterPayload({ service: 'leads', range: { from: 'a', to: 'b' }, filter: 'leads_leadtype' })).toEqual({
      fltdaterange: 'a,b',
      service: 'leads',
      plotstatus: '',
      projectid: '',
      filter: 'leads_leadtype',
    });
  });
});

describe('the demo API dashboard', () => {
  /** The store's "now" (SEED_NOW) plus two hours: the last 8 days hold the seeded calls. */
  const NOW = new Date('2026-11-20T12:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const providerFor = async (username: string, orgid = '1') => {
    const session = await createAccountApi().login(username, username);
    return createDataProvider(createHttpClient({ orgid, getToken: () => session.token, apiUrl: () => 'http://localhost/api/v1' }));
  };
  const org = (name: string, orgid = 1) => table(name).filter(r => r.organization_id === orgid);
  const indiaDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 10);
  const RANGE = { from: '2026-11-13', to: '2026-11-20' };

  it('counts are the totals of the lists the cards open', async () => {
    const { data } = await (await providerFor('admin')).getDashboard();
    expect(data.counts).toEqual({
      customers: org('customer').length,
      giftsend: org('customergift').filter(g => g.gift_status === 'send').length,
      giftpending: org('customergift').filter(g => g.gift_status === 'notsend').length,
      listings: org('listing').length,
      customerinterest: org('customerinterest').length,
    });
    expect(data.counts.customers).toBeGreaterThan(0);
  });

  it('plot totals by status (Plot Summary) and the ongoing projects come from the plots that are there', async () => {
    const { data } = await (await providerFor('admin')).getDashboard();
    const plots = org('plot');
    expect(data.list.plots?.totalCounts).toBe(plots.length);
    for (const status of ['Available', 'Blocked', 'Booked', 'Sold']) {
      expect(data.list.plots?.[status as 'Sold']).toBe(plots.filter(p => p.status === status).length);
    }
    const ongoing = data.list.ongoingprojects ?? [];
    expect(ongoing.length).toBeGreaterThan(0);
    const first = ongoing[0]!;
    const layouts = new Set(
      org('layout')
        .filter(l => l.project_id === first.id)
        .map(l => l.id),
    );
    const inProject = plots.filter(p => layouts.has(Number(p.lid)));
    expect(first.plotsavailable).toBe(inProject.filter(p => p.status === 'Available').length);
    expect(first.plotssold).toBe(inProject.filter(p => p.status === 'Sold').length);
  });

  it('Ozonetel calls and User Calls count the calls of each day of the range', async () => {
    const { data } = await (await providerFor('admin')).filterDashboard({ service: 'ozonetel', range: RANGE });
    const calls = org('callhistory').filter(c => indiaDay(c.created_at) >= RANGE.from && indiaDay(c.created_at) <= RANGE.to);
    const series = data.list.ozonetel ?? [];
    expect(series.map(r => r.date)).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const sum = (key: string) => series.reduce((s, r) => s + Number(r[key]), 0);
    expect(sum('Outgoing')).toBe(calls.filter(c => c.call_type === 'Outgoing').length);
    expect(sum('Missed')).toBe(calls.filter(c => c.call_type === 'Missed').length);
    expect(sum('Outgoing')).toBeGreaterThan(0);
    const users = data.list.users ?? [];
    expect(users.reduce((s, u) => s + u.callhistory + u.missedcallhistory, 0)).toBe(calls.length);
  });

  it('Leads and Plot status series; the plot status and project filters narrow the chart', async () => {
    const dp = await providerFor('admin');
    const { data } = await dp.filterDashboard({ service: 'leads', range: RANGE, filter: 'leads_status' });
    const leads = org('customerinterest').filter(l => indiaDay(l.created_at) >= RANGE.from && indiaDay(l.created_at) <= RANGE.to);
    const total = (rows: DashboardData['list']['leads_status'], key: string) => (rows ?? []).reduce((s, r) => s + Number(r[key] ?? 0), 0);
    expect(total(data.list.leads_status, 'New')).toBe(leads.filter(l => l.status === 'New').length);
    expect(total(data.list.leads_site_source, 'DagaApp')).toBe(leads.filter(l => l.site_source === 'DagaApp').length);
    expect(total(data.list.leads_leadtype, 'Hot')).toBe(leads.filter(l => l.lead_type === 'Hot').length);
    expect(Object.keys(data.list.leads_admin_source?.[0] ?? {})).toContain('Facebook');

    const project = org('project')[0]!;
    const sold = await dp.filterDashboard({ service: 'plotstatus', range: RANGE, plotstatus: 'Sold', projectid: project.id });
    const rows = sold.data.list.plotstatus ?? [];
    expect(Object.keys(rows[0]!)).toEqual(['date', 'Sold']);
    const layouts = new Set(
      org('layout')
        .filter(l => l.project_id === project.id)
        .map(l => l.id),
    );
    const plotIds = new Set(
      org('plot')
        .filter(p => layouts.has(Number(p.lid)))
        .map(p => p.id),
    );
    const changes = org('plotstatus').filter(
      s =>
        s.status === 'Sold' && plotIds.has(Number(s.plot_id)) && indiaDay(s.created_at) >= RANGE.from && indiaDay(s.created_at) <= RANGE.to,
    );
    expect(total(rows, 'Sold')).toBe(changes.length);
  });

  it('User Calls only for organization 1 with user.view; project parts only with project.view', async () => {
    const admin2 = await providerFor('admin', '2');
    expect((await admin2.filterDashboard({ service: 'users', range: RANGE })).data.list.users).toBeUndefined();
    const staff = await providerFor('staff');
    const staffAnswer = (await staff.getDashboard()).data;
    expect(staffAnswer.list.users).toBeUndefined();
    expect(staffAnswer.list.ongoingprojects).toBeDefined(); // staff holds project.view
    db().accounts.find(a => a.username === 'staff')!.organizations[0]!.permissions = ['plot.view'];
    const narrowed = (await staff.getDashboard()).data;
    expect(narrowed.list.ongoingprojects).toBeUndefined();
    expect(narrowed.list.projects).toBeUndefined();
  });

  it('refuses a date range beyond tomorrow, and bad filters, through the envelope', async () => {
    const dp = await providerFor('admin');
    await expect(dp.filterDashboard({ service: 'ozonetel', range: { from: '2026-11-20', to: '2026-11-22' } })).rejects.toMatchObject({
      status: 422,
      message: RANGE_MESSAGES.afterTomorrow,
      body: { errors: { fltdaterange: RANGE_MESSAGES.afterTomorrow } },
    });
    await expect(dp.filterDashboard({ service: 'ozonetel', range: { from: '2026-11-20', to: '2026-11-21' } })).resolves.toBeTruthy();
    await expect(dp.filterDashboard({ service: 'plotstatus', range: RANGE, plotstatus: 'Hold' })).rejects.toMatchObject({
      message: 'The selected plot status is invalid.',
    });
    await expect(dp.filterDashboard({ service: 'plotstatus', range: RANGE, projectid: 99999 })).rejects.toMatchObject({
      message: 'The selected project is invalid.',
    });
    expect(parseDateRange('', NOW)).toEqual({ range: { from: '2026-11-13', to: '2026-11-20' } });
    expect(parseDateRange('2026-11-20,2026-11-13', NOW)).toEqual({ error: RANGE_MESSAGES.order });
    expect(parseDateRange('x,y', NOW)).toEqual({ error: RANGE_MESSAGES.invalid });
  });

  it('401 without a session, 403 outside the organization', async () => {
    const anonymous = createDataProvider(createHttpClient({ orgid: '1', apiUrl: () => 'http://localhost/api/v1' }));
    await expect(anonymous.getDashboard()).rejects.toMatchObject({ status: 401 });
    const staffIn2 = await providerFor('staff', '2');
    await expect(staffIn2.getDashboard()).rejects.toMatchObject({ status: 403 });
  });
});
