/** The stored-image deletes of the specifications, one call: `POST {resource}/{id}/{path}/delete` with the image's `key`. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/images.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const imageMethods = (core: CoreCalls) => ({
  /** POST {resource}/{id}/{path}/delete with key: a record's stored image or file, by its key. */
  deleteStoredImage: (resource: string, id: Identifier, path: string, key: string) =>
    core.call('POST', `${resource}/${encodeURIComponent(String(id))}/${path}/delete`, { key }),
});
