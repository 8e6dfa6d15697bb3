/** The pure parts of a layout as it appears in a row or on its page (spec 1 §2 "Layouts", §9): the QR export and the edit route. */
// Reasoning: docs/decisions.md "Notes: src/features/layouts/layoutRow.ts"

/** The QR code is exported at 1.5 times its size (spec 1 §9), on white. */
export const QR_EXPORT_SCALE = 1.5;
export const qrExportSize = (size: number, scale = QR_EXPORT_SCALE): number => Math.round(size * scale);

/** The PNG file name of a layout's QR code. */
export const qrFileName = (layout: { id?: unknown; downloadqrcode_filename?: unknown }): string => {
  const given = typeof layout.downloadqrcode_filename === 'string' ? layout.downloadqrcode_filename.trim() : '';
  if (!given) return `layout-${String(layout.id ?? 'qrcode')}-qrcode.png`;
  return /\.png$/i.test(given) ? given : `${given.replace(/\.[a-z0-9]+$/i, '')}.png`;
};

/** The layout edit route, which carries the project id (spec 1 §2). */
export const layoutEditPath = (id: number | string, pid?: number | string | null, tab = ''): string =>
  `/layout/${id}${tab ? `/${tab}` : ''}${pid !== undefined && pid !== null && pid !== '' ? `?pid=${pid}` : ''}`;
