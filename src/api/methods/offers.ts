/**
 * Offers and privilege groups (spec 2 §7 "Leads, offers, groups"): an offer's layouts assigned and
 * removed (POST customeroffer/assignofferlayout with offerid and sid[], POST
 * customeroffer/removeassignofferlayout with offer_id and sid[]: the layouts' ids), a group's offers
 * assigned and removed (POST customergroup/assignoffergroup with gid and sid[], POST
 * customergroup/removeassignoffergroup with group_id and sid[]: the offers' ids). The offer's
 * image delete is the schema's (`deleteStoredImage`, customeroffer/{id}/customerofferimage/delete).
 */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

const ids = (list: readonly Identifier[]) => list.map(String);

export const offerMethods = (core: CoreCalls) => ({
  /** POST customeroffer/assignofferlayout: offerid, sid[] (layout ids). */
  assignOfferLayouts: (offerId: Identifier, layoutIds: readonly Identifier[]) =>
    core.call('POST', 'customeroffer/assignofferlayout', { offerid: String(offerId), sid: ids(layoutIds) }),
  /** POST customeroffer/removeassignofferlayout: offer_id, sid[] (layout ids). */
  removeOfferLayouts: (offerId: Identifier, layoutIds: readonly Identifier[]) =>
    core.call('POST', 'customeroffer/removeassignofferlayout', { offer_id: String(offerId), sid: ids(layoutIds) }),
  /** POST customergroup/assignoffergroup: gid, sid[] (offer ids). */
  assignGroupOffers: (groupId: Identifier, offerIds: readonly Identifier[]) =>
    core.call('POST', 'customergroup/assignoffergroup', { gid: String(groupId), sid: ids(offerIds) }),
  /** POST customergroup/removeassignoffergroup: group_id, sid[] (offer ids). */
  removeGroupOffers: (groupId: Identifier, offerIds: readonly Identifier[]) =>
    core.call('POST', 'customergroup/removeassignoffergroup', { group_id: String(groupId), sid: ids(offerIds) }),
});
