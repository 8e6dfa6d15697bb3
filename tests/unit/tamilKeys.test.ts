/**
 * Every text the console may draw has a Tamil entry (issue 39): react-admin's own messages, the
 * registry's texts (resource names, field labels, rule messages, choice texts, menu groups) and
 * every literal handed to t() / tx() in src/. Each Tamil entry keeps its English's placeholders.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import catalogue from '../../src/app/tamil';
import { tamilMessages } from '../../src/app/i18n';
import { MENU_GROUPS } from '../../src/common/menuGroups';
import type { AnyField } from '../../src/common/schema/fields';
import { RESOURCES } from '../../src/resources';
import { SCHEMAS } from '../../src/resources/schemas';
import { sourceFiles } from '../../scripts/importGraph.mjs';
import { KEPT_WORDS } from '../tamilText';

const { texts } = catalogue;

/** `a.b.c` → value, of a nested message object. */
const flatten = (value: unknown, prefix = ''): Record<string, unknown> =>
  value && typeof value === 'object'
    ? Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)))
    : { [prefix]: value };

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(m => m[1]).sort();
const missing = (keys: Iterable<string>) => [...new Set(keys)].filter(k => k.trim() && typeof texts[k] !== 'string').sort();

/** The texts of a field: its label, its rules' messages, its choices as shown, its hints. */
const fieldTexts = (field: AnyField): string[] => {
  const { options } = field;
  return [
    field.label,
    ...options.rules.map(r => r.message),
    ...(options.choices ?? []).map(c => options.display?.[c] ?? c),
    ...Object.values(options.display ?? {}),
    ...(options.helperText ? [options.helperText] : []),
    ...(options.placeholder && /[a-z]{2}/i.test(options.placeholder) ? [options.placeholder] : []),
    ...(options.deleteConfirm ? [options.deleteConfirm] : []),
    ...Object.values(options.of ?? {}).flatMap(fieldTexts),
  ];
};

/** The first argument of t('…') / tx('…') calls (quoted or a template without ${}), and Detail's labels (it translates them). */
const LITERAL = /(?:\b(?:t|tx)\(\s*|<Detail label=)(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`)/g;
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
const literals = () =>
  sourceFiles('src')
    .filter((path: string) => !path.startsWith('src/app/tamil/'))
    .flatMap((path: string) => [...readFileSync(path, 'utf8').matchAll(LITERAL)].map(m => unescape(m[1] ?? m[2] ?? m[3] ?? '')));

describe('the Tamil catalogue', () => {
  it('has every react-admin message, with its placeholders', () => {
    const english = flatten({ ra: englishMessages.ra });
    const tamil = flatten({ ra: catalogue.ra });
    const absent = Object.keys(english).filter(k => typeof tamil[k] !== 'string');
    expect(absent, 'react-admin keys without Tamil (src/app/tamil/ra.ts)').toEqual([]);
    const changed = Object.keys(english).filter(
      k => typeof tamil[k] === 'string' && placeholders(String(english[k])).join() !== placeholders(String(tamil[k])).join(),
    );
    expect(changed, 'placeholders differ').toEqual([]);
  });

  it('has every text of the registry: resource names, fields, rules, choices, menu groups', () => {
    const keys = [
      ...RESOURCES.flatMap(r => [r.label, r.singular]),
      ...SCHEMAS.flatMap(s => Object.values(s.fields).flatMap(f => fieldTexts(f as AnyField))),
      ...MENU_GROUPS.map(g => g.label),
    ];
    expect(missing(keys), 'registry texts without Tamil (src/app/tamil/*.ts)').toEqual([]);
  });

  it('has every text handed to t() or tx() in src/', () => {
    const found = literals();
    expect(found.length).toBeGreaterThan(0);
    expect(missing(found), 't()/tx() texts without Tamil (src/app/tamil/*.ts)').toEqual([]);
  });

  it('keeps the placeholders of each English text, and writes Tamil', () => {
    const changed = Object.entries(texts).filter(([en, ta]) => placeholders(en).join() !== placeholders(ta).join());
    expect(changed, 'placeholders differ').toEqual([]);
    // Latin letters may stay only for the words offices keep (EMI, WhatsApp …) and codes.
    const untranslated = Object.entries(texts).filter(
      ([, ta]) => /[A-Za-z]{3,}/.test(ta.replace(/%\{\w+\}/g, '')) && !/[\u0B80-\u0BFF]/.test(ta) && !KEPT.test(ta),
    );
    expect(untranslated, 'entries without Tamil').toEqual([]);
  });

  it('gives each English text one Tamil across the area files', () => {
    const areas = import.meta.glob<{ default: Record<string, string> }>(['../../src/app/tamil/*.ts', '!**/index.ts', '!**/ra.ts'], {
      eager: true,
    });
    const seen = new Map<string, Set<string>>();
    for (const { default: area } of Object.values(areas))
      for (const [en, ta] of Object.entries(area)) seen.set(en, (seen.get(en) ?? new Set()).add(ta));
    expect([...seen].filter(([, tamil]) => tamil.size > 1).map(([en, tamil]) => `${en}: ${[...tamil].join(' / ')}`)).toEqual([]);
  });

  it('names every resource in Tamil for the titles', () => {
    const names = tamilMessages(catalogue).resources as Record<string, { name: string }>;
    const english = RESOURCES.filter(r => /[A-Za-z]{3,}/.test(names[r.name]!.name.replace(/\b(?:EMI|QR|SMS|PDF)\b/g, '')));
    expect(english.map(r => `${r.name}: ${names[r.name]!.name}`)).toEqual([]);
  });
});

const KEPT = new RegExp(`^(?:[^A-Za-z]|\\b(?:${KEPT_WORDS.join('|')})\\b)*$`);
