/** Rich text that cannot run code: the HTML users write is shown and edited only after DOMPurify has kept what formats and dropped what… */
// Reasoning: docs/decisions.md "Notes: src/common/safeHtml.tsx"
import DOMPurify from 'dompurify';
import { Box, type SxProps, type Theme } from '@mui/material';

/** Our own instance: its hooks do not touch react-admin's use of DOMPurify. */
const purify = typeof window !== 'undefined' ? DOMPurify(window) : null;

const SAFE_URL = /^(?:https?:\/\/|mailto:)/i;

purify?.addHook('afterSanitizeAttributes', node => {
  for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction'] as const) {
    const value = node.getAttribute(name);
    if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
  }
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

const CONFIG = {
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** The HTML with only what formats left (text when there is no DOM). */
export const sanitizeHtml = (html: unknown): string => {
  if (typeof html !== 'string' || html === '') return '';
  return purify ? purify.sanitize(html, CONFIG) : html.replace(/<[^>]*>/g, '');
};

/** Sanitized HTML, shown as formatted text. */
export const SafeHtml = ({ html, sx }: { html: unknown; sx?: SxProps<Theme> }) => (
  <Box
    className="rich-text"
    sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 0.5 }, ...sx }}
    dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
  />
);
