/** Signature images stored with a record. docs/decisions.md "Notes: src/common/signatures.ts" */
import { isShownImage } from './urls';

/** The src of a signature image: a data image, an http(s) URL or a path of this site as it is; bare base64 as a PNG data URL. */
export const signatureSrc = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v) return null;
  // A picture by the rule of every page (src/common/urls.ts: "//host" is not a path of this site), or a preview's blob.
  if (isShownImage(v) || /^blob:/i.test(v)) return v;
  if (/^[A-Za-z0-9+/=\s]+$/.test(v)) return `data:image/png;base64,${value.replace(/\s/g, '')}`;
  return null;
};

/** The admin signature and the customer's: `signature` / `client_signature` (spec 2 §3), or the upload names. */
export const recordSignatures = (record: Record<string, unknown> | undefined) => ({
  admin: signatureSrc(record?.signature ?? record?.signa ?? record?.signature_url),
  customer: signatureSrc(record?.client_signature ?? record?.usersigna ?? record?.client_signature_url),
});
