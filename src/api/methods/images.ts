/**
 * The stored-image deletes of the specifications, one call: `POST {resource}/{id}/{path}/delete`
 * with the image's `key` (blog/blogimage, blogcategory/blogcategoryimage, locationlandmark/
 * locationimage, sitetestimonials/photo and galleryphoto, sellproperties/landphoto,
 * bankloancontact/bankloancontactimage, plotsale/customerimage, layout/appimage and brochure, …).
 * The schema's image fields name their path (`.deletePath(...)`); the hand-written screens call it
 * through their named methods below it.
 */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const imageMethods = (core: CoreCalls) => ({
  /** POST {resource}/{id}/{path}/delete with key: a record's stored image or file, by its key. */
  deleteStoredImage: (resource: string, id: Identifier, path: string, key: string) =>
    core.call('POST', `${resource}/${encodeURIComponent(String(id))}/${path}/delete`, { key }),
});
