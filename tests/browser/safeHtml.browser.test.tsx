/**
 * The sanitizer of rich text (src/common/safeHtml.tsx): every payload of the corpus loses its
 * vector, the safe formatting survives, links keep only http(s) and open without access to the page.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../../src/common/safeHtml';
import { HOSTILE_CONTENT, SAFE_HTML, VECTORS, XSS_PAYLOADS } from '../fixtures/xssPayloads';

describe('sanitizeHtml', () => {
  it.each(XSS_PAYLOADS.map(p => [p]))('drops the vector of %s', payload => {
    expect(sanitizeHtml(payload)).not.toMatch(VECTORS);
  });

  it('keeps bold, italic, lists and an https link, made to open apart', () => {
    const out = document.createElement('div');
    out.innerHTML = sanitizeHtml(SAFE_HTML);
    expect(out.querySelector('strong')?.textContent).toBe('Bold words');
    expect(out.querySelector('em')?.textContent).toBe('italic');
    expect(out.querySelectorAll('ul > li')).toHaveLength(2);
    const link = out.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/site-visit');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('leaves a link that is not http(s) as text', () => {
    const out = document.createElement('div');
    out.innerHTML = sanitizeHtml('<a href="ftp://example.com/x">ftp</a><a href="/relative">rel</a>');
    expect(Array.from(out.querySelectorAll('a')).map(a => a.getAttribute('href'))).toEqual([null, null]);
    expect(out.textContent).toBe('ftprel');
  });

  it('renders a hostile text as its safe formatting only', () => {
    const { container } = render(<SafeHtml html={HOSTILE_CONTENT} />);
    expect(container.innerHTML).not.toMatch(VECTORS);
    expect(container.querySelector('strong')).not.toBeNull();
    expect(container.textContent).toContain('After the payloads');
  });

  it('takes anything that is not a text as nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml({ html: '<b>x</b>' })).toBe('');
  });
});
