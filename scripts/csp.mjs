/**
 * The Content Security Policy the production build runs under (issue 12): what `npm run preview`
 * and the end-to-end tests serve, and the header README's production section tells a deployment to
 * send. Strict: scripts only from the console's own origin; MUI's runtime styles need inline
 * styles; images may come from the API host (and data:/blob: previews of picked files); call
 * recordings from any https host (the telephony provider's); the maps
 * hosts only when a Google Maps key is configured.
 *
 * @param {{ api?: string[], maps?: boolean }} [options] `api`: the API's origin(s), when not the
 *   console's own; `maps`: a Google Maps key is configured.
 * @returns {string}
 */
export const contentSecurityPolicy = ({ api = [], maps = false } = {}) => {
  const google = maps
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com']
    : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google],
    'style-src': ["'self'", "'unsafe-inline'", ...(maps ? ['https://fonts.googleapis.com'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...google],
    'font-src': ["'self'", 'data:', ...(maps ? ['https://fonts.gstatic.com'] : [])],
    // Call recordings play from the telephony provider's host (audio_url, https only, spec 2 §3);
    // the players preload nothing, so no host is contacted before the user presses play.
    'media-src': ["'self'", 'blob:', 'data:', 'https:'],
    'connect-src': ["'self'", ...api, ...google],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
};

/** The policy for a build: the API origin of VITE_API_URL (when absolute), maps when a key is set. */
export const policyForEnv = (env = process.env) => {
  let api = [];
  try {
    if (env.VITE_API_URL && /^https?:/i.test(env.VITE_API_URL)) api = [new URL(env.VITE_API_URL).origin];
  } catch {
    api = [];
  }
  return contentSecurityPolicy({ api, maps: !!env.VITE_GOOGLE_MAPS_API_KEY });
};
