/**
 * Offers and privilege groups in the demo API (spec 2 §7; issue 16): an offer's layouts assigned
 * and removed (POST customeroffer/assignofferlayout with offerid and sid[], POST
 * customeroffer/removeassignofferlayout with offer_id and sid[], behind customeroffer.update), a
 * group's offers assigned and removed (POST customergroup/assignoffergroup with gid and sid[], POST
 * customergroup/removeassignoffergroup with group_id and sid[], behind customergroup.update). sid[]
 * holds the layouts' / the offers' ids. Assigning skips what the record has already; the link rows
 * (offerlayout, offergroup) carry who assigned them. The lists, pages and the offer's image delete
 * are the schema's (src/resources/crm/offers/). Placed ahead of the schema's `{resource}/:id`.
 */
import { http } from 'msw';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { OFFER_TEXTS } from '../../src/resources/crm/offers/customerOffers';
import { API, authorize, fail, ok, readBody, str, type Caller } from './util';

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(str).filter(Boolean);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface Links {
  /** The owner resource (customeroffer, customergroup) and the link table. */
  owner: string;
  links: string;
  /** The link row's keys of the owner and of the assigned record, and the assigned resource. */
  ownerKey: string;
  itemKey: string;
  item: string;
  none: string;
  noun: string;
}

const OFFER_LAYOUTS: Links = {
  owner: 'customeroffer',
  links: 'offerlayout',
  ownerKey: 'offer_id',
  itemKey: 'layout_id',
  item: 'layout',
  none: OFFER_TEXTS.noLayouts,
  noun: 'layout',
};
const GROUP_OFFERS: Links = {
  owner: 'customergroup',
  links: 'offergroup',
  ownerKey: 'group_id',
  itemKey: 'offer_id',
  item: 'customeroffer',
  none: OFFER_TEXTS.noOffers,
  noun: 'offer',
};

const linksOf = (spec: Links, orgid: number, ownerId: number): Row[] =>
  orgRows(spec.links, orgid).filter(l => str(l[spec.ownerKey]) === str(ownerId));

const assign = (spec: Links, caller: Caller, ownerId: string, sids: string[]) => {
  const owner = findRow(spec.owner, caller.orgid, ownerId);
  if (!owner) return fail('Record not found', 404);
  if (!sids.length) return fail(spec.none);
  const items = sids.map(id => findRow(spec.item, caller.orgid, id));
  if (items.some(i => !i)) return fail('Record not found', 404);
  const had = new Set(linksOf(spec, caller.orgid, owner.id).map(l => str(l[spec.itemKey])));
  const fresh = items.filter(i => !had.has(str(i!.id)));
  for (const item of fresh) {
    table(spec.links).push({
      id: nextId(spec.links),
      organization_id: caller.orgid,
      [spec.ownerKey]: owner.id,
      [spec.itemKey]: item!.id,
      assignedby: caller.account.name,
      created_at: nowIso(),
    });
  }
  touch();
  return ok({ assigned: fresh.length }, `${plural(fresh.length, spec.noun)} assigned to ${str(owner.name)}.`);
};

const remove = (spec: Links, caller: Caller, ownerId: string, sids: string[]) => {
  const owner = findRow(spec.owner, caller.orgid, ownerId);
  if (!owner) return fail('Record not found', 404);
  if (!sids.length) return fail(spec.none);
  const gone = linksOf(spec, caller.orgid, owner.id).filter(l => sids.includes(str(l[spec.itemKey])));
  const rows = table(spec.links);
  for (const row of gone) rows.splice(rows.indexOf(row), 1);
  touch();
  return ok({ removed: gone.length }, `${plural(gone.length, spec.noun)} removed from ${str(owner.name)}.`);
};

const route = (spec: Links, path: string, ownerParam: string, run: typeof assign) =>
  http.post(`${API}/:orgid/${spec.owner}/${path}`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: spec.owner, action: 'update' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    return run(spec, caller, str(body[ownerParam]), idsOf(body.sid));
  });

export const offerHandlers = [
  route(OFFER_LAYOUTS, 'assignofferlayout', 'offerid', assign),
  route(OFFER_LAYOUTS, 'removeassignofferlayout', 'offer_id', remove),
  route(GROUP_OFFERS, 'assignoffergroup', 'gid', assign),
  route(GROUP_OFFERS, 'removeassignoffergroup', 'group_id', remove),
];
