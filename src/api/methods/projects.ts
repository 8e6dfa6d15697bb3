/** The typed custom calls of projects, layouts and price guide rows. docs/decisions.md "Notes: src/api/methods/projects.ts" */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';
import { imageMethods } from './images';

const seg = (id: Identifier): string => encodeURIComponent(String(id));

export interface PriceGuideRow {
  name: string;
  price: string | number;
}

export interface PromoImageInfo {
  key: string;
  title?: string | null;
  description?: string | null;
}

/** One entry of saveappimageorder's items: the image key and its new position (1-based). */
export interface AppImageOrderItem {
  key: string;
  order: number;
}

export const projectMethods = (core: CoreCalls) => ({
  /** GET layout/{id}/plots: data is a list of plots. */
  layoutPlots: <T = Record<string, unknown>>(layoutId: Identifier) => core.call<T[]>('GET', `layout/${seg(layoutId)}/plots`),

  /** The custom attribute definitions of the layout Attributes tab: GET layoutattributetype/filter, every row, in their display order. */
  layoutAttributeTypes: <T = Record<string, unknown>>() =>
    core.call<{ data: T[]; total: number } | T[]>('GET', 'layoutattributetype/filter', {
      showall: 'true',
      s_sort: 'order',
      _order: 'ASC',
    }),

  /** POST layout/{id}/appimage/delete with key. */
  deleteLayoutAppImage: (layoutId: Identifier, key: string) => imageMethods(core).deleteStoredImage('layout', layoutId, 'appimage', key),

  /** POST layout/{id}/brochure/delete with key. */
  deleteLayoutBrochure: (layoutId: Identifier, key: string) => imageMethods(core).deleteStoredImage('layout', layoutId, 'brochure', key),

  /** POST layout/{id}/savepromoimagesinfo with layoutid, key, title, description. */
  saveLayoutPromoImageInfo: (layoutId: Identifier, { key, title, description }: PromoImageInfo) =>
    core.call('POST', `layout/${seg(layoutId)}/savepromoimagesinfo`, {
      layoutid: layoutId,
      key,
      title: title ?? '',
      description: description ?? '',
    }),

  /** POST layout/{id}/saveappimageorder with items (JSON list) and layoutid. */
  saveLayoutAppImageOrder: (layoutId: Identifier, items: AppImageOrderItem[]) =>
    core.call('POST', `layout/${seg(layoutId)}/saveappimageorder`, { items, layoutid: layoutId }),

  /** POST price/guide/create with pid, guide[i][name], guide[i][price] (Add Price Guide Details). */
  createPriceGuideRows: (projectId: Identifier, guide: PriceGuideRow[]) =>
    core.call('POST', 'price/guide/create', { pid: projectId, guide }),

  /** POST price/guide/{id}/update with name, price, project_id, action=full (and the row's version as read, issue 38). */
  updatePriceGuideRow: (id: Identifier, row: PriceGuideRow & { project_id: Identifier }, version?: string) =>
    core.call('POST', `price/guide/${seg(id)}/update`, {
      name: row.name,
      price: row.price,
      project_id: row.project_id,
      action: 'full',
      ...(version ? { updated_at: version } : {}),
    }),
});
