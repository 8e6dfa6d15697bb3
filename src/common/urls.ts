/** Whether a string from the data may become a link or a picture, in one place for every page: an http URL, or a path of this site… */
// Reasoning: docs/decisions.md "Notes: src/common/urls.ts"

/** A URL from data becomes a link only when it is http(s). */
export const isHttpUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value.trim());

/** A path of this site: "/" followed by neither "/" nor "\"… */
export const isSitePath = (url: unknown): boolean =>
  // eslint-disable-next-line no-control-regex -- control characters refused, on purpose
  typeof url === 'string' && /^\/(?![/\\]|%2f|%5c)[^\s\\\x00-\x1f\x7f]*$/i.test(url);

/** An image address that may be shown: http(s), a data image, or a path of this site. */
export const isShownImage = (url: unknown): url is string =>
  typeof url === 'string' && (isHttpUrl(url) || url.startsWith('data:image/') || isSitePath(url));
