/** The Google-maps polygon editor's call (spec 1 §7): POST {save_link}/{itemid}/savegooglemap with path, itemid and save_link. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/geoMap.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export interface GeoPoint {
  lat: number;
  lng: number;
}

const seg = (v: Identifier | string): string => encodeURIComponent(String(v));

export const geoMapMethods = (core: CoreCalls) => ({
  /** POST {saveLink}/{itemId}/savegooglemap with path (JSON text), itemid, save_link. */
  saveGoogleMap: (saveLink: string, itemId: Identifier, path: readonly GeoPoint[]) =>
    core.call('POST', `${saveLink.split('/').map(seg).join('/')}/${seg(itemId)}/savegooglemap`, {
      path: JSON.stringify(path.map(p => ({ lat: p.lat, lng: p.lng }))),
      itemid: itemId,
      save_link: saveLink,
    }),
});
