/** Amounts in words for receipts (src/features/receipts/amountInWords.ts): Indian system, English and Tamil. */
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/features/receipts/amountInWords';

const rupees = (r: number, paise = 0) => r * 100 + paise;

describe('in English, the Indian system', () => {
  it.each([
    [rupees(0), 'Rupees Zero Only'],
    [rupees(1), 'Rupees One Only'],
    [rupees(15), 'Rupees Fifteen Only'],
    [rupees(21), 'Rupees Twenty-One Only'],
    [rupees(100), 'Rupees One Hundred Only'],
    [rupees(125), 'Rupees One Hundred Twenty-Five Only'],
    [rupees(1000), 'Rupees One Thousand Only'],
    [rupees(25_000), 'Rupees Twenty-Five Thousand Only'],
    [rupees(1_00_000), 'Rupees One Lakh Only'],
    [rupees(36_36_000), 'Rupees Thirty-Six Lakh Thirty-Six Thousand Only'],
    [rupees(51_89_400), 'Rupees Fifty-One Lakh Eighty-Nine Thousand Four Hundred Only'],
    [rupees(1_00_00_000), 'Rupees One Crore Only'],
    [rupees(12_34_56_789), 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
    [rupees(1_00_000 * 1_00_00_000), 'Rupees One Lakh Crore Only'],
    [rupees(1_23_450 * 1_00_00_000), 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty Crore Only'],
    [rupees(36_36_000, 50), 'Rupees Thirty-Six Lakh Thirty-Six Thousand and Fifty Paise Only'],
    [rupees(1_07_377, 78), 'Rupees One Lakh Seven Thousand Three Hundred Seventy-Seven and Seventy-Eight Paise Only'],
    [rupees(1, 1), 'Rupees One and One Paise Only'],
    [rupees(0, 50), 'Fifty Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise, 'en')).toBe(words);
  });
});

describe('in Tamil, as an accountant writes it', () => {
  it.each([
    [rupees(0), 'பூஜ்ஜியம் ரூபாய் மட்டும்'],
    // 'one' before a noun is ஒரு; 11 and the x1 numbers likewise (பதினொரு, இருபத்தொரு).
    [rupees(1), 'ஒரு ரூபாய் மட்டும்'],
    [rupees(11), 'பதினொரு ரூபாய் மட்டும்'],
    [rupees(15), 'பதினைந்து ரூபாய் மட்டும்'],
    [rupees(21), 'இருபத்தொரு ரூபாய் மட்டும்'],
    [rupees(23), 'இருபத்துமூன்று ரூபாய் மட்டும்'],
    [rupees(36), 'முப்பத்தாறு ரூபாய் மட்டும்'],
    [rupees(100), 'நூறு ரூபாய் மட்டும்'],
    // A hundred's joining form merges before a vowel and doubles க ச த ப.
    [rupees(101), 'நூற்றொரு ரூபாய் மட்டும்'],
    [rupees(110), 'நூற்றுப் பத்து ரூபாய் மட்டும்'],
    [rupees(125), 'நூற்றிருபத்தைந்து ரூபாய் மட்டும்'],
    [rupees(150), 'நூற்றைம்பது ரூபாய் மட்டும்'],
    [rupees(300), 'முந்நூறு ரூபாய் மட்டும்'],
    [rupees(500), 'ஐந்நூறு ரூபாய் மட்டும்'],
    [rupees(999), 'தொள்ளாயிரத்துத் தொண்ணூற்றொன்பது ரூபாய் மட்டும்'],
    [rupees(1000), 'ஆயிரம் ரூபாய் மட்டும்'],
    [rupees(1500), 'ஆயிரத்து ஐந்நூறு ரூபாய் மட்டும்'],
    [rupees(2000), 'இரண்டாயிரம் ரூபாய் மட்டும்'],
    [rupees(11_000), 'பதினோராயிரம் ரூபாய் மட்டும்'],
    [rupees(21_000), 'இருபத்தோராயிரம் ரூபாய் மட்டும்'],
    [rupees(25_000), 'இருபத்தைந்தாயிரம் ரூபாய் மட்டும்'],
    [rupees(1_00_000), 'ஒரு லட்சம் ரூபாய் மட்டும்'],
    [rupees(1_01_000), 'ஒரு லட்சத்து ஆயிரம் ரூபாய் மட்டும்'],
    [rupees(36_36_000), 'முப்பத்தாறு லட்சத்து முப்பத்தாறாயிரம் ரூபாய் மட்டும்'],
    [rupees(51_89_400), 'ஐம்பத்தொரு லட்சத்து எண்பத்தொன்பதாயிரத்து நானூறு ரூபாய் மட்டும்'],
    [rupees(1_00_00_000), 'ஒரு கோடி ரூபாய் மட்டும்'],
    [rupees(1_20_00_000), 'ஒரு கோடியே இருபது லட்சம் ரூபாய் மட்டும்'],
    [rupees(12_34_56_789), 'பன்னிரண்டு கோடியே முப்பத்துநான்கு லட்சத்து ஐம்பத்தாறாயிரத்து எழுநூற்றெண்பத்தொன்பது ரூபாய் மட்டும்'],
    [rupees(1_00_000 * 1_00_00_000), 'ஒரு லட்சம் கோடி ரூபாய் மட்டும்'],
    [rupees(36_36_000, 50), 'முப்பத்தாறு லட்சத்து முப்பத்தாறாயிரம் ரூபாய் ஐம்பது பைசா மட்டும்'],
    [rupees(1, 1), 'ஒரு ரூபாய் ஒரு பைசா மட்டும்'],
    [rupees(0, 50), 'ஐம்பது பைசா மட்டும்'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise, 'ta')).toBe(words);
  });
});

describe('what is not a whole number of paise', () => {
  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('%s is refused, never written in words', paise => {
    expect(() => amountInWords(paise, 'en')).toThrow(RangeError);
    expect(() => amountInWords(paise, 'ta')).toThrow(RangeError);
  });
});
