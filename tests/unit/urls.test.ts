/**
 * A path of this site is one slash (issue 35): what the data may link to or show as a picture
 * besides http(s) (src/common/urls.ts), against the usual open-redirect corpus.
 */
import { describe, expect, it } from 'vitest';
import { isHttpUrl, isShownImage, isSitePath } from '../../src/common/urls';
import { signatureSrc } from '../../src/resources/sales/plotbook/bookingLogic';

/** Strings a browser (or a server decoding the path) opens as another host, or that are not a path at all. */
const NOT_SITE_PATHS: [string, string][] = [
  ['//evil.example', 'protocol-relative'],
  ['///evil.example', 'three slashes'],
  ['/\\evil.example', 'slash backslash'],
  ['\\/evil.example', 'backslash slash'],
  ['\\\\evil.example', 'two backslashes'],
  ['/\\/evil.example', 'slash backslash slash'],
  ['/%5cevil.example', 'encoded backslash'],
  ['/%5Cevil.example', 'encoded backslash, upper case'],
  ['/%2F/evil.example', 'encoded slash'],
  ['/%2f%2fevil.example', 'encoded slashes'],
  ['/\t/evil.example', 'a tab (browsers drop it)'],
  ['/\n/evil.example', 'a newline (browsers drop it)'],
  ['/\r\n/evil.example', 'CR LF'],
  ['/\u0000/evil.example', 'a NUL'],
  ['/ /evil.example', 'a space'],
  [' //evil.example', 'a leading space'],
  ['\t//evil.example', 'a leading tab'],
  ['//evil.example ', 'a trailing space'],
  ['/api/v1/x\\..\\..\\evil', 'a backslash further on'],
  ['/\u3000/evil.example', 'an ideographic space'],
  ['/\u2028/evil.example', 'a line separator'],
  ['／/evil.example', 'a full-width solidus'],
  ['https://evil.example', 'an absolute URL (a link by isHttpUrl, not a path)'],
  ['javascript:alert(1)', 'a script URL'],
  ['data:text/html,<script>alert(1)</script>', 'a data URL'],
  ['evil.example', 'a relative name'],
  ['', 'empty'],
];

const SITE_PATHS: [string, string][] = [
  ['/', 'the root'],
  ['/api/v1/demo-assets/brochure/green-valley.pdf', 'a demo API file'],
  ['/1/plot?filter=%7B%7D#top', 'a query and a fragment'],
  ['/api/v1/demo-assets/a%2Fb.png', 'an encoded slash further on'],
  ['/a//b', 'a double slash further on'],
];

describe('isSitePath: "/" followed by neither "/" nor "\\"', () => {
  it.each(NOT_SITE_PATHS)('%j is not a path of this site (%s)', value => {
    expect(isSitePath(value)).toBe(false);
  });

  it.each(SITE_PATHS)('%j is a path of this site (%s)', value => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each([null, undefined, 1, {}, ['/x']])('%j (not a string) is not a path', value => {
    expect(isSitePath(value)).toBe(false);
  });
});

describe('every link or picture from the data reads the same rule', () => {
  it.each(NOT_SITE_PATHS.filter(([value]) => !isHttpUrl(value)))('%j is neither shown as a picture nor used as a signature (%s)', value => {
    expect(isShownImage(value)).toBe(false);
    const src = signatureSrc(value);
    // A signature may be bare base64 (made a PNG data URL); nothing else passes.
    expect(src === null || src.startsWith('data:image/png;base64,')).toBe(true);
  });

  it.each(SITE_PATHS)('%j is shown and used as it is (%s)', value => {
    expect(isShownImage(value)).toBe(true);
    expect(signatureSrc(value)).toBe(value);
  });

  it('keeps http(s), data images and base64 signatures', () => {
    expect(isShownImage('https://cdn.example.com/a.png')).toBe(true);
    expect(isShownImage('data:image/png;base64,AAAA')).toBe(true);
    expect(signatureSrc('https://cdn.example.com/sign.png')).toBe('https://cdn.example.com/sign.png');
    expect(signatureSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
