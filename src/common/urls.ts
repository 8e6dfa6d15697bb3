/**
 * Whether a string from the data may become a link or a picture (issue 35), in one place for every
 * page: an http(s) URL, or a path of this site; an image may also be a data image. Pure (no React),
 * so logic modules and the tests read the same rule the pages do.
 */

/** A URL from data becomes a link only when it is http(s). */
export const isHttpUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value.trim());

/**
 * A path of this site ("/api/v1/demo-assets/…"): "/" followed by neither "/" nor "\" — browsers
 * open "//host" and "/\host" as another host. Nothing that a browser or a server turns into one
 * either: no whitespace or control character anywhere (browsers drop tabs and newlines, so "/\t/x"
 * is "//x"), no backslash, no percent-encoded slash or backslash right after the first "/".
 */
export const isSitePath = (url: unknown): boolean =>
  // eslint-disable-next-line no-control-regex -- control characters refused, on purpose
  typeof url === 'string' && /^\/(?![/\\]|%2f|%5c)[^\s\\\x00-\x1f\x7f]*$/i.test(url);

/** An image address that may be shown: http(s), a data image, or a path of this site. */
export const isShownImage = (url: unknown): url is string =>
  typeof url === 'string' && (isHttpUrl(url) || url.startsWith('data:image/') || isSitePath(url));
