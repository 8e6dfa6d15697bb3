/**
 * Offers and privilege groups (spec 2 §2, §3, §7; issue 16): the rules the console and the demo
 * API read (an offer's page shown only when Active, valid and http(s); the side-by-side rows of
 * the bilingual fields), the seed (Tamil script, expired offers, offers with and without layouts,
 * groups with offers) and the demo API's calls (assign and remove, their refusals).
 */
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../mocks/seed';
import { db, table } from '../../mocks/db';
import { api } from './demoApiCall';
import { fieldRows } from '../../src/common/schema/define';
import { OFFER_TEXTS, customeroffer, offerPageShown } from '../../src/resources/crm/offers/customerOffers';
import { customergroup } from '../../src/resources/crm/offers/customerGroups';

describe('the offer page rule (spec 2 §2 "View Page only when status is Active and a page url exists")', () => {
  it.each([
    [{ status: 'Active', offervalid: true, offerpage_url: 'https://offers.example.com/1/offer/3' }, true],
    [{ status: 'Active', offerpage_url: 'http://example.com/o' }, true],
    [{ status: 'Inactive', offervalid: true, offerpage_url: 'https://offers.example.com/1/offer/3' }, false],
    [{ status: 'Active', offervalid: false, offerpage_url: 'https://offers.example.com/1/offer/3' }, false],
    [{ status: 'Active', offervalid: true, offerpage_url: '' }, false],
    [{ status: 'Active', offervalid: true, offerpage_url: null }, false],
    [{ status: 'Active', offervalid: true, offerpage_url: 'javascript:alert(1)' }, false],
    [{ status: 'Active', offervalid: true, offerpage_url: 'data:text/html,<b>x</b>' }, false],
  ])('%o → %s', (record, shown) => expect(offerPageShown(record)).toBe(shown));
});

describe('side-by-side fields (schema sideBySide)', () => {
  it('pairs the English and Tamil fields of an offer at the place of the English one', () => {
    const rows = fieldRows(customeroffer, Object.keys(customeroffer.fields));
    expect(rows.slice(0, 3)).toEqual([
      ['name', 'name_tamil'],
      ['intro', 'intro_tamil'],
      ['content', 'content_tamil'],
    ]);
    expect(rows.slice(3).every(row => row.length === 1)).toBe(true);
  });

  it('a pair whose partner is not shown is a field alone; a schema without pairs keeps its order', () => {
    expect(fieldRows(customeroffer, ['name', 'intro', 'intro_tamil'])).toEqual([['name'], ['intro', 'intro_tamil']]);
    expect(fieldRows(customergroup, ['name', 'status'])).toEqual([['name'], ['status']]);
  });
});

describe('the seed', () => {
  const tables = createSeed();
  const org = (name: string, orgid: number) => tables[name]!.filter(r => r.organization_id === orgid);

  it('has bilingual offers in Tamil script, some expired, some with layouts and some without', () => {
    for (const orgid of [1, 2]) {
      const offers = org('customeroffer', orgid);
      expect(offers.length).toBeGreaterThan(4);
      for (const o of offers)
        for (const f of ['name_tamil', 'intro_tamil', 'content_tamil']) expect(String(o[f])).toMatch(/[\u0B80-\u0BFF]/);
      expect(offers.some(o => String(o.to_date) < '2026-11-20')).toBe(true);
      expect(offers.some(o => o.customer_type === 'Registered')).toBe(true);
      const linked = new Set(org('offerlayout', orgid).map(l => l.offer_id));
      expect(offers.some(o => linked.has(o.id))).toBe(true);
      expect(offers.some(o => !linked.has(o.id))).toBe(true);
    }
  });

  it('links only records of the same organization, each pair once; groups hold offers', () => {
    for (const orgid of [1, 2]) {
      const offers = new Set<unknown>(org('customeroffer', orgid).map(o => o.id));
      const layouts = new Set<unknown>(org('layout', orgid).map(l => l.id));
      const groups = new Set<unknown>(org('customergroup', orgid).map(g => g.id));
      const ol = org('offerlayout', orgid);
      expect(ol.every(l => offers.has(l.offer_id) && layouts.has(l.layout_id))).toBe(true);
      expect(new Set(ol.map(l => `${l.offer_id}-${l.layout_id}`)).size).toBe(ol.length);
      const og = org('offergroup', orgid);
      expect(og.length).toBeGreaterThan(0);
      expect(og.every(l => groups.has(l.group_id) && offers.has(l.offer_id))).toBe(true);
      expect(new Set(og.map(l => `${l.group_id}-${l.offer_id}`)).size).toBe(og.length);
    }
  });
});

describe('demo API', () => {
  const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

  it('answers offervalid, offerpage_url, downloadqrcode_filename and the layout count with each offer', async () => {
    const { body } = await api('admin', 'GET', '1/customeroffer?perPage=100');
    const rows = body.data.data as Record<string, unknown>[];
    const expired = rows.find(r => String(r.to_date) < '2026-11-20')!;
    expect(expired.offervalid).toBe(false);
    const one = rows.find(r => r.offervalid === true && r.offerpage_url)!;
    expect(one.offerpage_url).toBe(`https://offers.example.com/1/offer/${String(one.id)}`);
    expect(one.downloadqrcode_filename).toBe(`offer-${String(one.id)}-qrcode.svg`);
    expect(one.layouts).toBe(org1('offerlayout').filter(l => l.offer_id === one.id).length);
  });

  it("assigns layouts once (offerid, sid[]) and removes them (offer_id, sid[]); refuses none, others' layouts and no update key", async () => {
    const offer = org1('customeroffer')[0]!;
    const had = new Set(
      org1('offerlayout')
        .filter(l => l.offer_id === offer.id)
        .map(l => l.layout_id),
    );
    const free = org1('layout')
      .filter(l => !had.has(l.id))
      .slice(0, 2)
      .map(l => l.id);
    const first = await api('admin', 'POST', '1/customeroffer/assignofferlayout', {
      offerid: offer.id,
      sid: [...free, ...had].map(String),
    });
    expect(first.body.status).toBe(true);
    const links = () => org1('offerlayout').filter(l => l.offer_id === offer.id);
    expect(links()).toHaveLength(had.size + 2);
    const admin = db().accounts.find(a => a.username === 'admin')!;
    expect(
      links()
        .slice(-2)
        .map(l => l.assignedby),
    ).toEqual([admin.name, admin.name]);
    const removed = await api('admin', 'POST', '1/customeroffer/removeassignofferlayout', { offer_id: offer.id, sid: free.map(String) });
    expect(removed.body.status).toBe(true);
    expect(links()).toHaveLength(had.size);
    expect((await api('admin', 'POST', '1/customeroffer/assignofferlayout', { offerid: offer.id })).body.message).toBe(
      OFFER_TEXTS.noLayouts,
    );
    const other = table('layout').find(l => l.organization_id === 2)!;
    expect((await api('admin', 'POST', '1/customeroffer/assignofferlayout', { offerid: offer.id, sid: [String(other.id)] })).status).toBe(
      404,
    );
    const account = db().accounts.find(a => a.username === 'staff')!;
    account.organizations[0]!.permissions = ['customeroffer.view'];
    account.organizations[0]!.master = 0;
    expect((await api('staff', 'POST', '1/customeroffer/assignofferlayout', { offerid: offer.id, sid: [String(free[0])] })).status).toBe(
      403,
    );
  });

  it('assigns offers to a group (gid, sid[]) and removes them (group_id, sid[])', async () => {
    const group = org1('customergroup')[0]!;
    const held = new Set(
      org1('offergroup')
        .filter(l => l.group_id === group.id)
        .map(l => l.offer_id),
    );
    const free = org1('customeroffer').find(o => !held.has(o.id))!;
    expect((await api('admin', 'POST', '1/customergroup/assignoffergroup', { gid: group.id, sid: [String(free.id)] })).body.status).toBe(
      true,
    );
    expect(org1('offergroup').some(l => l.group_id === group.id && l.offer_id === free.id)).toBe(true);
    const { body } = await api('admin', 'GET', `1/offergroup?group_id=${group.id}`);
    expect((body.data.data as { offer: { name: string } }[]).some(r => r.offer.name === free.name)).toBe(true);
    expect(
      (await api('admin', 'POST', '1/customergroup/removeassignoffergroup', { group_id: group.id, sid: [String(free.id)] })).body.status,
    ).toBe(true);
    expect(org1('offergroup').some(l => l.group_id === group.id && l.offer_id === free.id)).toBe(false);
    expect((await api('admin', 'POST', '1/customergroup/removeassignoffergroup', { group_id: group.id })).body.message).toBe(
      OFFER_TEXTS.noOffers,
    );
  });

  it('deleting an offer deletes its layout and group links', async () => {
    const link = org1('offerlayout')[0]!;
    expect((await api('admin', 'DELETE', `1/customeroffer/${String(link.offer_id)}`)).body.status).toBe(true);
    expect(table('offerlayout').some(l => l.offer_id === link.offer_id)).toBe(false);
    expect(table('offergroup').some(l => l.offer_id === link.offer_id)).toBe(false);
  });
});
