/** Offers and privilege groups: an offer's layouts assigned and removed, a group's offers assigned and removed. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/offers.ts"
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
