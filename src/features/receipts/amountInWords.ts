/** An amount of integer paise in words, in the Indian system, as a receipt writes it… docs/decisions.md "Receipts" */
// Reasoning: docs/decisions.md "Notes: src/features/receipts/amountInWords.ts"

export type ReceiptLanguage = 'en' | 'ta';

/* English ----------------------------------------------------------------------------------- */

const EN_UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99: 'Thirty-Six'. */
const enBelowHundred = (n: number): string =>
  n < 20 ? EN_UNITS[n]! : `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? `-${EN_UNITS[n % 10]}` : ''}`;

/** 1..999: 'Seven Hundred Eighty-Nine' (no 'and': it is kept for the paise). */
const enBelowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${EN_UNITS[hundreds]} Hundred` : '', rest ? enBelowHundred(rest) : ''].filter(Boolean).join(' ');
};

/** A whole number above 0: crores may run past 99 ('One Lakh Crore'), the count itself in words. */
const enWhole = (n: number): string => {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${enWhole(crore)} Crore` : '',
    lakh ? `${enBelowHundred(lakh)} Lakh` : '',
    thousand ? `${enBelowHundred(thousand)} Thousand` : '',
    rest ? enBelowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
};

const english = (rupees: number, paise: number): string => {
  if (rupees === 0 && paise > 0) return `${enBelowHundred(paise)} Paise Only`;
  const whole = rupees === 0 ? 'Zero' : enWhole(rupees);
  return `Rupees ${whole}${paise ? ` and ${enBelowHundred(paise)} Paise` : ''} Only`;
};

/* Tamil ------------------------------------------------------------------------------------- */

/* Tamil joins number words by sandhi: a final ு or ் before a vowel gives way to the vowel's sign (இரண்டு + ஆயிரம் → இரண்டாயிரம்). */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
};
const U_SIGN = 'ு';
const PULLI = '்';
/** The hard consonants (வல்லினம்) a combining form doubles before: நூற்றுப் பத்து. */
const HARD = new Set(['க', 'ச', 'த', 'ப']);

/** `a` and `b` as one word when `b` starts with a vowel and `a` ends in ு or ்; null otherwise. */
const merge = (a: string, b: string): string | null => {
  const sign = VOWEL_SIGNS[b[0]!];
  if (sign === undefined || !(a.endsWith(U_SIGN) || a.endsWith(PULLI))) return null;
  return a.slice(0, -1) + sign + b.slice(1);
};

/** How the last word of a number stands: alone, before a noun (ஒரு ரூபாய்), before a vowel (ஓராயிரம்). */
type TamilForm = 'plain' | 'noun' | 'vowel';

const TA_UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TA_TEENS = ['பத்து', 'பதினொன்று', 'பன்னிரண்டு', 'பதின்மூன்று', 'பதினான்கு', 'பதினைந்து', 'பதினாறு', 'பதினேழு', 'பதினெட்டு', 'பத்தொன்பது'];
const TA_TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'];
/** The tens before a unit: இருபத்து (மூன்று), தொண்ணூற்று (ஒன்பது). */
const TA_TENS_JOINING = ['', '', 'இருபத்து', 'முப்பத்து', 'நாற்பத்து', 'ஐம்பத்து', 'அறுபத்து', 'எழுபத்து', 'எண்பத்து', 'தொண்ணூற்று'];
const TA_HUNDREDS = ['', 'நூறு', 'இருநூறு', 'முந்நூறு', 'நானூறு', 'ஐந்நூறு', 'அறுநூறு', 'எழுநூறு', 'எண்ணூறு', 'தொள்ளாயிரம்'];
const TA_HUNDREDS_JOINING = ['', 'நூற்று', 'இருநூற்று', 'முந்நூற்று', 'நானூற்று', 'ஐந்நூற்று', 'அறுநூற்று', 'எழுநூற்று', 'எண்ணூற்று', 'தொள்ளாயிரத்து'];

/** 'one' in each form: ஒன்று alone, ஒரு before a noun, ஓர் before a vowel. */
const TA_ONE: Record<TamilForm, string> = { plain: 'ஒன்று', noun: 'ஒரு', vowel: 'ஓர்' };
const TA_ELEVEN: Record<TamilForm, string> = { plain: 'பதினொன்று', noun: 'பதினொரு', vowel: 'பதினோர்' };

/** A joining form and the word after it: merged before a vowel, the hard consonant doubled before க ச த ப, else a space. */
const join = (joining: string, next: string): string => {
  const merged = merge(joining, next);
  if (merged) return merged;
  return HARD.has(next[0]!) ? `${joining}${next[0]}${PULLI} ${next}` : `${joining} ${next}`;
};

/** 1..99 as one word. */
const taBelowHundred = (n: number, form: TamilForm): string => {
  if (n === 1) return TA_ONE[form];
  if (n === 11) return TA_ELEVEN[form];
  if (n < 10) return TA_UNITS[n]!;
  if (n < 20) return TA_TEENS[n - 10]!;
  const unit = n % 10;
  if (!unit) return TA_TENS[Math.floor(n / 10)]!;
  const joining = TA_TENS_JOINING[Math.floor(n / 10)]!;
  const unitWord = unit === 1 ? TA_ONE[form] : TA_UNITS[unit]!;
  return merge(joining, unitWord) ?? joining + unitWord;
};

/** 1..999: நூற்றிருபத்தைந்து, நூற்றுப் பத்து, எழுநூற்றெண்பத்தொன்பது. */
const taBelowThousand = (n: number, form: TamilForm): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return taBelowHundred(rest, form);
  if (!rest) return TA_HUNDREDS[hundreds]!;
  return join(TA_HUNDREDS_JOINING[hundreds]!, taBelowHundred(rest, form));
};

/** The thousands (1..99): ஆயிரம், இரண்டாயிரம், முப்பத்தாறாயிரம், இருபத்தோராயிரம். */
const taThousands = (n: number, joining: boolean): string => {
  const word = n === 1 ? 'ஆயிரம்' : merge(taBelowHundred(n, 'vowel'), 'ஆயிரம்')!;
  return joining ? `${word.slice(0, -2)}த்து` : word;
};

/** A whole number above 0, its last word in `form`; groups apart, each but the last in its joining form. */
const taWhole = (n: number, form: TamilForm): string => {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${taWhole(crore, 'noun')} ${lakh || thousand || rest ? 'கோடியே' : 'கோடி'}`);
  if (lakh) parts.push(`${taBelowHundred(lakh, 'noun')} ${thousand || rest ? 'லட்சத்து' : 'லட்சம்'}`);
  if (thousand) parts.push(taThousands(thousand, rest > 0));
  if (rest) parts.push(taBelowThousand(rest, form));
  return parts.join(' ');
};

const tamil = (rupees: number, paise: number): string => {
  const paiseWords = paise ? `${taBelowHundred(paise, 'noun')} பைசா` : '';
  if (rupees === 0 && paise > 0) return `${paiseWords} மட்டும்`;
  const whole = rupees === 0 ? 'பூஜ்ஜியம்' : taWhole(rupees, 'noun');
  return [whole, 'ரூபாய்', paiseWords, 'மட்டும்'].filter(Boolean).join(' ');
};

/** The amount in words. */
export const amountInWords = (paise: number, language: ReceiptLanguage): string => {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return language === 'ta' ? tamil(rupees, rest) : english(rupees, rest);
};
