/** The typed custom calls of plot sales (spec 2 §7): the customer image delete. docs/decisions.md "Notes: src/api/methods/plotSales.ts" */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';
import { imageMethods } from './images';

export const plotSaleMethods = (core: CoreCalls) => ({
  /** POST plotsale/{id}/customerimage/delete with key (the stored image's key). */
  deletePlotSaleCustomerImage: (saleId: Identifier, key: string) =>
    imageMethods(core).deleteStoredImage('plotsale', saleId, 'customerimage', key),
});
