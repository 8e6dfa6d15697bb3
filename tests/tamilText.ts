/**
 * English left in a page drawn in Tamil (issue 39): the words of three letters or more in Latin
 * letters, of the page's text and of its labels (aria-label, placeholder, title, alt), that are
 * neither data (a word of the demo store) nor one of the words the Tamil interface keeps (EMI …).
 * Shared by the jsdom and the Chromium tests.
 */
export const KEPT_WORDS = [
  ...[
    'EMI',
    'EMIs',
    'SMS',
    'WhatsApp',
    'QR',
    'PDF',
    'CSV',
    'Excel',
    'OTP',
    'GST',
    'PAN',
    'URL',
    'ID',
    'IVR',
    'UTF',
    'XLSX',
    'Google',
    'OK',
    'IFSC',
    'UCID',
  ],
  // Brands and the keys printed on a keyboard.
  ...['Twilio', 'Android', 'iOS', 'Shift', 'Enter', 'Escape', 'Esc', 'Ctrl', 'Alt', 'Tab'],
  // File types, as their names are written.
  ...['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'txt', 'zip'],
];

/** The words of every string in a value (the demo store's rows). */
export const wordsOf = (value: unknown, into = new Set<string>()): Set<string> => {
  if (typeof value === 'string') for (const w of value.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) into.add(w.toLowerCase());
  else if (Array.isArray(value)) for (const v of value) wordsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) wordsOf(v, into);
  return into;
};

/**
 * The English words of a text that are not data nor kept. Addresses and configuration names
 * (VITE_…) are not words; a word cut short with an ellipsis is data when a data word starts so.
 */
export const englishWords = (text: string, data: ReadonlySet<string>): string[] => {
  const kept = new Set(KEPT_WORDS.map(w => w.toLowerCase()));
  const plain = text.replace(/\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?/g, ' ').replace(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, ' ');
  const cut = new Set([...plain.matchAll(/([A-Za-z]{3,})(?:…|\.\.\.)/g)].map(m => m[1]!.toLowerCase()));
  const isData = (w: string) => data.has(w) || (cut.has(w) && [...data].some(d => d.startsWith(w)));
  return [...new Set(plain.match(/[A-Za-z][A-Za-z'’]{2,}/g) ?? [])].filter(w => !kept.has(w.toLowerCase()) && !isData(w.toLowerCase()));
};

/** The page's visible-ish text and labels (scripts and styles left out). */
export const pageText = (root: ParentNode): string => {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'svg' || el.getAttribute('aria-hidden') === 'true') return;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const v = el.getAttribute(name);
      if (v) parts.push(v);
    }
    el.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return parts.join(' \n ');
};
