/**
 * Money and status are never saved "undoably" (issue 38): every status, booking, sale and payment
 * mutation is pessimistic — the call is sent when the user confirms, and the screen shows its
 * answer, never an optimistic result that a later failure or a second agent contradicts.
 *
 * Read from the source of the areas that make those mutations (the plot status flow, the sales
 * records, EMI, the plot pages) and of the shared building blocks they use from src/common:
 * - react-admin's elements and controllers whose default mutationMode is 'undoable' (Edit,
 *   EditBase, DeleteButton, BulkDeleteButton, UpdateButton, BulkUpdateButton, …) say
 *   mutationMode="pessimistic";
 * - a DataTable / Datagrid states its bulk buttons (its default is an undoable BulkDeleteButton);
 * - nothing asks for 'undoable' or 'optimistic' (a hook's options, a call's options).
 * The status dialogs and pay / EMI actions call the data provider's typed methods and await them:
 * pessimistic by construction.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

const AREAS = ['src/features/plotStatus', 'src/resources/sales', 'src/features/emi', 'src/resources/inventory/plot'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder)).flatMap(name => {
    const path = join(ROOT, folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(rel(path));
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** The src/common modules a file imports (the shared forms, lists and buttons it builds on). */
const commonImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)]
    .map(m => resolve(dirname(file), m[1]!))
    .flatMap(base => [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].filter(c => existsSync(c)).slice(0, 1))
    .filter(path => rel(path).startsWith('src/common/'));

const areaFiles = AREAS.flatMap(sourceFiles);
const files = [...new Set([...areaFiles, ...areaFiles.flatMap(commonImports)])].sort();

/** react-admin's elements whose default mutationMode is 'undoable' (or that take one). */
const MODE_ELEMENTS = [
  'Edit',
  'EditBase',
  'EditView',
  'DeleteButton',
  'DeleteWithConfirmButton',
  'BulkDeleteButton',
  'BulkDeleteWithConfirmButton',
  'UpdateButton',
  'BulkUpdateButton',
  'BulkUpdateWithConfirmButton',
];
/** Always undoable: never used. */
const UNDO_ELEMENTS = ['DeleteWithUndoButton', 'BulkDeleteWithUndoButton', 'BulkUpdateWithUndoButton'];
/** Controllers whose default mutationMode is 'undoable'. */
const MODE_HOOKS = [
  'useEditController',
  'useDeleteController',
  'useBulkDeleteController',
  'useUpdateController',
  'useBulkUpdateController',
];

/** The opening tag of a JSX element starting at `from` (`<Name … >`), braces and strings skipped. */
const openingTag = (text: string, from: number): string => {
  let depth = 0;
  let quote = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return text.slice(from, i + 1);
  }
  return text.slice(from);
};

/** The argument text of a call starting at the `(` at `from`. */
const callArgs = (text: string, from: number): string => {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(from, i + 1);
  }
  return text.slice(from);
};

const PESSIMISTIC = /mutationMode\s*[=:]\s*\{?\s*['"]pessimistic['"]/;

interface Site {
  what: string;
  ok: boolean;
}

/** Every mutation site of a source text whose mode matters, and whether it is pessimistic. */
const mutationSites = (text: string): Site[] => {
  const sites: Site[] = [];
  for (const name of MODE_ELEMENTS) {
    for (const m of text.matchAll(new RegExp(`<${name}(?=[\\s/>])`, 'g'))) {
      sites.push({ what: `<${name}>`, ok: PESSIMISTIC.test(openingTag(text, m.index!)) });
    }
  }
  for (const name of UNDO_ELEMENTS)
    for (const _ of text.matchAll(new RegExp(`<${name}\\b`, 'g'))) sites.push({ what: `<${name}>`, ok: false });
  for (const name of MODE_HOOKS) {
    for (const m of text.matchAll(new RegExp(`\\b${name}\\s*(?=\\()`, 'g'))) {
      sites.push({ what: `${name}()`, ok: PESSIMISTIC.test(callArgs(text, m.index! + m[0].length)) });
    }
  }
  for (const m of text.matchAll(/<(DataTable|Datagrid)(?=[\s/>])/g)) {
    sites.push({ what: `<${m[1]}> bulk buttons`, ok: /\bbulkActionButtons\s*=/.test(openingTag(text, m.index!)) });
  }
  for (const m of text.matchAll(/mutationMode\s*[=:]\s*\{?\s*['"](undoable|optimistic)['"]/g))
    sites.push({ what: `mutationMode ${m[1]}`, ok: false });
  return sites;
};

describe('status, booking, sale and payment mutations are pessimistic', () => {
  it('reads the mutation sites it is meant to check', () => {
    expect(mutationSites('<Edit title="x">')).toEqual([{ what: '<Edit>', ok: false }]);
    expect(mutationSites('<Edit mutationMode="pessimistic" transform={d => ({ ...d, a: 1 > 0 })}>')).toEqual([
      { what: '<Edit>', ok: true },
    ]);
    expect(mutationSites('<DeleteButton redirect={false} />')).toEqual([{ what: '<DeleteButton>', ok: false }]);
    expect(mutationSites('<DataTable rowClick={false}>')).toEqual([{ what: '<DataTable> bulk buttons', ok: false }]);
    expect(mutationSites("useEditController({ resource: 'plot' })")).toEqual([{ what: 'useEditController()', ok: false }]);
    expect(mutationSites("update('plot', params, { mutationMode: 'undoable' })")).toEqual([{ what: 'mutationMode undoable', ok: false }]);
    expect(mutationSites('<DataTable.Col source="x" /> <EditButton />')).toEqual([]);
    // The areas hold such sites (the scan is not reading nothing): the delete buttons of sales
    // and resales, the edit pages' form (ResourceForm), the lists' bulk delete (ResourceList).
    const all = files.flatMap(f => mutationSites(readFileSync(f, 'utf8')).map(s => `${rel(f)} ${s.what}`));
    expect(all).toEqual(
      expect.arrayContaining([
        'src/common/ResourceForm.tsx <Edit>',
        'src/common/ResourceForm.tsx <DeleteButton>',
        'src/common/ResourceList.tsx <BulkDeleteButton>',
        'src/resources/sales/plotsale/SaleDeleteButton.tsx <DeleteButton>',
        'src/resources/sales/plotresale/PlotResaleShow.tsx <DeleteButton>',
        'src/features/plotStatus/StatusHistory.tsx <DeleteButton>',
      ]),
    );
  });

  it.each(files.map(f => [rel(f), f]))('%s', (_name, file) => {
    const undoable = mutationSites(readFileSync(file, 'utf8'))
      .filter(s => !s.ok)
      .map(s => s.what);
    expect(undoable).toEqual([]);
  });
});
