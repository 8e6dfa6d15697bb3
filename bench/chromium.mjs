/**
 * THE way every headless Chromium of the project is found (end-to-end tests, accessibility scan,
 * `npm run bench`), so that `npm install && npm test` needs no system browser, no root and nothing
 * downloaded outside the npm registry:
 *   1. CHROMIUM_PATH, when set;
 *   2. a system Chromium (/usr/bin/chromium, chromium-browser, google-chrome), when there is one;
 *   3. the headless Chromium shipped inside the npm package @sparticuz/chromium (a devDependency;
 *      Linux x64/arm64), unpacked to the temp folder on first use.
 * On macOS or Windows set CHROMIUM_PATH to an installed Chrome or Chromium.
 */
import { existsSync } from 'node:fs';
import { platform } from 'node:os';

/** The launch flags of every headless Chromium of the project (bench and end-to-end tests). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

let found;

/** Where the browser is and which one it is: { path, source } (source: env, system or package). */
export const findChromium = () => {
  found ??= (async () => {
    if (process.env.CHROMIUM_PATH) {
      if (!existsSync(process.env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
      return { path: process.env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
    }
    const system = SYSTEM_CHROMIUM.find(p => existsSync(p));
    if (system) return { path: system, source: 'system' };
    if (platform() !== 'linux') {
      throw new Error(`no Chromium found: on ${platform()} set CHROMIUM_PATH to an installed Chrome or Chromium`);
    }
    let packaged;
    try {
      packaged = (await import('@sparticuz/chromium')).default;
    } catch {
      throw new Error('no Chromium found: run `npm install` (it brings @sparticuz/chromium), or set CHROMIUM_PATH');
    }
    return { path: await packaged.executablePath(), source: '@sparticuz/chromium' };
  })();
  return found;
};

/** The browser's path (see findChromium). */
export const chromiumPath = async () => (await findChromium()).path;
