/**
 * The fault matrix of issue 12, generated over the registry: a form is opened on the real console,
 * one field is typed into, and Save meets each fault in turn — no answer, a 500 with an HTML body,
 * `status:false` without a message, field errors (one for a field the form does not have), a hang
 * past the timeout, and last a 401 mid-save. After each: the typed value is still there (after
 * signing in again for the 401, with the draft notice), Save is usable again, the right text
 * shows, and exactly one request was sent for the click. Used by faultMatrix.*.test.tsx.
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { setTimeouts } from '../timeouts';
import { MSG_CONNECT, MSG_PROCESS } from '../../src/api/http';
import { DRAFT_RESTORED } from '../../src/common/formSafety';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { createAccountApi } from '../../src/api/account';
import { captureRequests, renderSignedIn, waitForPath } from './helpers';
import { firstOfEachShape } from '../shapes';

const LONG = { timeout: 15000 };
const INVALID = 'The given data was invalid.';
const FIELD_FAULT = 'Refused by the server for this field';

const writes = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Every write to the API meets the fault; reads go on as usual. */
const failWrites = (answer: () => Response | Promise<Response>) =>
  server.use(http.all('*/api/v1/*', ({ request }) => (writes(request.method) ? answer() : undefined)));

interface Fault {
  name: string;
  answer: (field: string) => () => Response | Promise<Response>;
  /** The text the user reads. */
  shows: string[];
  /** The request timeout while this fault meets Save (the console's own otherwise). */
  timeout?: number;
}

export const FAULTS: Fault[] = [
  { name: 'no answer (network error)', answer: () => () => HttpResponse.error(), shows: [MSG_CONNECT] },
  {
    name: '500 with an HTML body',
    answer: () => () =>
      new HttpResponse('<html><body><h1>Server Error</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    shows: [MSG_PROCESS],
  },
  { name: 'status:false without a message', answer: () => () => HttpResponse.json({ status: false }), shows: [MSG_PROCESS] },
  {
    name: 'field errors, one for a field the form does not have',
    answer: field => () =>
      HttpResponse.json(
        { status: false, message: INVALID, data: null, errors: { [field]: [FIELD_FAULT], not_on_this_form: ['Nowhere to show'] } },
        { status: 422 },
      ),
    shows: [FIELD_FAULT],
  },
  {
    name: 'a hang past the timeout',
    answer: () => async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    shows: [MSG_CONNECT],
    // Short: the form's reads are done before Save is clicked, and the step waits it out in real time.
    timeout: 100,
  },
];

/** The form being saved: the one with a submit button (a list's filter form may be drawn beside it, e.g. under a side panel). */
const formOf = (root: ParentNode): HTMLFormElement | null =>
  Array.from(root.querySelectorAll('form')).find(form => form.querySelector('button[type="submit"]')) ?? root.querySelector('form');

/** A select's hidden input (MUI keeps the chosen value there, under the field's name). */
const isSelect = (el: Element): boolean => el.classList.contains('MuiSelect-nativeInput');

/** The input the matrix types into: the preferred source when the form has it, else the first plain text input, a number, a radio option, a select (a form of a choice and a file only: the ID proof). */
/** An amount input (src/common/AmountInput.tsx): a text input with the spin button role, shown grouped (36,36,000). */
const isAmount = (el: Element) => el.getAttribute('role') === 'spinbutton' && (el as HTMLInputElement).type === 'text';
/** A day input (src/common/DayInput.tsx): a text input of digits that holds only days. */
const isDay = (el: Element) => el.getAttribute('inputmode') === 'numeric' && (el as HTMLInputElement).type === 'text';

const targetInput = (prefer: readonly string[], root: ParentNode = document): HTMLInputElement | HTMLTextAreaElement | undefined => {
  const form = formOf(root);
  if (!form) return undefined;
  const inputs = Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"][name], textarea[name], input[type="number"][name]'),
  ).filter(
    el =>
      !el.disabled &&
      !el.readOnly &&
      !el.getAttribute('aria-autocomplete') &&
      el.getAttribute('role') !== 'combobox' &&
      !el.closest('[hidden]'),
  );
  // Amounts (AmountInput: a spin button) and days (DayInput) take only numbers and days, not free text.
  const texts = inputs.filter(el => el.type !== 'number' && !isAmount(el) && !isDay(el));
  // A form of choices only (the resale edit): an option of a radio group not chosen yet.
  const radio = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="radio"][name]')).find(el => !el.checked && !el.disabled);
  const select = Array.from(form.querySelectorAll<HTMLInputElement>('input.MuiSelect-nativeInput[name]')).find(
    el => !el.disabled && !el.closest('[hidden]') && el.parentElement?.querySelector('[role="combobox"]:not([aria-disabled="true"])'),
  );
  return (
    prefer.map(name => texts.find(el => el.name === name) ?? inputs.find(el => el.name === name && !isDay(el))).find(Boolean) ??
    texts.find(el => el.tagName === 'TEXTAREA') ??
    texts[0] ??
    inputs.find(el => !isDay(el)) ??
    radio ??
    select
  );
};

/** Chooses another option of a select, as a person would (opens it, clicks an option not chosen); returns its value. */
const chooseOther = async (input: HTMLInputElement): Promise<string> => {
  fireEvent.mouseDown(input.parentElement!.querySelector('[role="combobox"]')!);
  const listbox = await screen.findByRole('listbox', undefined, LONG);
  const option = within(listbox)
    .getAllByRole('option')
    .find(o => o.getAttribute('aria-selected') !== 'true' && o.getAttribute('data-value'))!;
  const value = option.getAttribute('data-value')!;
  fireEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return value;
};

/** Closes the notifications shown (Escape, as a person would), so that the next fault's text is not queued behind them. */
const dismissNotifications = async () => {
  for (let i = 0; i < 5 && document.querySelector('.MuiSnackbar-root'); i += 1) {
    // On the page, not in a dialog: an open dialog takes Escape for itself (and ignores it while it holds input).
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.MuiSnackbar-root')).toBeNull()).catch(() => undefined);
  }
};

/** A small picture (a PNG's signature bytes, as the upload tests use), for the file inputs a create needs before it can be saved. */
const picture = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'fault.png', { type: 'image/png' });

/** Picks a file in every file input of the form under `root` (a required image or document would block Save). */
const pickFiles = async (root: HTMLElement) => {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('form input[type="file"]'))) {
    if (input.disabled) continue;
    fireEvent.change(input, { target: { files: [picture()] } });
  }
  await new Promise(resolve => setTimeout(resolve, 50));
};

/** The first record of a resource as the console reads it (the data provider), signed in as admin. */
export const firstRecord = async (resource: string, filter: Record<string, unknown> = {}) => {
  const session = await createAccountApi().login('admin', 'admin');
  const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
  const { data } = await provider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter });
  return data[0];
};

/** A seeded file of a document kind (`document/plot`, …) in organization 1, and the query its forms are opened with. */
export const documentQuery = (name: string) => {
  const kind = name.split('/')[1]!;
  // The stored type: Project, Plot, Property, PurchasedLand (compared without case).
  const file = table('document').find(r => r.organization_id === 1 && String(r.type).toLowerCase() === kind && r.ftype === 'File')!;
  return { id: file.id as number, parent: file.parent_id as number, query: `pid=${file.item_id}&type=${kind}&ftype=file` };
};

/** The steps of the matrix: the faults above, then the 401 mid-save (index FAULTS.length). */
export const STEPS = [...FAULTS.map(f => f.name), '401 mid-save, then signing in again'];

/**
 * What a form meets: the whole matrix, or one step of it. `FAULT_MATRIX=full` runs the whole
 * matrix on every form (after a change to the shared save path: the data provider, the form's
 * save, the draft).
 */
export type MatrixPlan = 'full' | number;

export const FULL_MATRIX = process.env.FAULT_MATRIX === 'full';

/**
 * Which forms meet the whole matrix in `npm test` (docs/performance.md, "npm test"): every
 * hand-written form (`features` null: its save is its own code), and the first declared form that
 * brings a feature the forms before it did not have (a field kind, tabs, a shown-when field: the
 * shared form draws and sends them). Every other declared form is drawn by the same shared form and
 * saved by the same path, so it meets one step, each the next in turn: every step still meets
 * declared forms of every shape, and every declared form still proves it keeps what was typed.
 */
export const matrixPlans = (forms: readonly { name: string; features: readonly string[] | null }[]): Map<string, MatrixPlan> => {
  const whole = firstOfEachShape(forms, form => form.features);
  const plans = new Map<string, MatrixPlan>();
  let turn = 0;
  for (const form of forms) plans.set(form.name, FULL_MATRIX || whole.has(form) ? 'full' : turn++ % STEPS.length);
  return plans;
};

export interface MatrixOptions {
  /** The demo account that signs in (default admin; an agent for the agent's dialogs). */
  as?: string;
  /** Pick a small image in every file input first (a create that needs a file). */
  files?: boolean;
  /**
   * A form dialog: opens it on the page (again after signing in) and answers it. The matrix then
   * types, saves and checks inside the dialog.
   */
  dialog?: () => Promise<HTMLElement>;
  /** What a dialog needs chosen before it can be saved (a customer, a status), once it is open. */
  fill?: (dialog: HTMLElement) => Promise<void>;
  /** The dialog's submit label (Save unless told). */
  submit?: string;
  /** The dialog's own failure text, shown when the server gives no message. */
  failureText?: string;
  /** The whole matrix (default) or one step of it (`matrixPlans`). */
  plan?: MatrixPlan;
}

/**
 * Runs the matrix on the form at `path`. `prefer`: the sources to type into first (a record's
 * name). Returns the source typed into.
 */
export const runFaultMatrix = async (path: string, prefer: readonly string[], options: MatrixOptions = {}): Promise<string> => {
  const saveLabel = options.submit ?? 'Save';
  const plan = options.plan ?? 'full';
  // Where the form is: the page, or the dialog the options open.
  let dialog: HTMLElement | undefined;
  const root = () => dialog ?? document.body;
  // Found by its role and name once, then kept while it stays in the form: a role query asks every
  // element of the page for its name and visibility, and the polls below ask for the button often.
  let save: HTMLElement | undefined;
  const saveButton = () => {
    if (!save?.isConnected || !root().contains(save)) save = within(root()).getByRole('button', { name: saveLabel });
    return save;
  };
  const account = options.as ?? 'admin';
  await renderSignedIn(account, path);
  if (options.dialog) {
    dialog = await options.dialog();
    await options.fill?.(dialog);
  }
  await within(root()).findByRole('button', { name: saveLabel }, LONG);
  if (options.files) await pickFiles(root());
  // The form has its record (an edit) or its prefilled values (a create) before anything is typed.
  await waitFor(() => expect(targetInput(prefer, root())).toBeDefined(), LONG);
  await new Promise(resolve => setTimeout(resolve, 50));
  const input = targetInput(prefer, root())!;
  const source = input.name;
  // A number field (a form with no text) gets a number one higher, still valid; a select another option.
  const select = isSelect(input);
  const typed = select
    ? await chooseOther(input as HTMLInputElement)
    : input.type === 'number'
      ? String((Number(input.value) || 0) + 1)
      : isAmount(input)
        ? ((Number(input.getAttribute('aria-valuenow')) || 0) + 1).toLocaleString('en-IN', { maximumFractionDigits: 2 })
        : input.type === 'radio'
          ? input.value
          : `${input.value} (fault matrix)`.trim().slice(-60);
  if (select) {
    // chosen above
  } else if (input.type === 'radio') fireEvent.click(input);
  else fireEvent.change(input, { target: { value: typed } });
  const current = () =>
    formOf(root())?.querySelector<HTMLInputElement>(`[name="${source}"]${input.type === 'radio' ? ':checked' : ''}`)?.value;
  // A dialog says its own failure text where the server gives no message.
  const shown = (text: string) => (options.failureText && text === MSG_PROCESS ? options.failureText : text);

  try {
    for (const fault of FAULTS.filter((_, i) => plan === 'full' || plan === i)) {
      setTimeouts(fault.timeout ? { request: fault.timeout, upload: fault.timeout } : {});
      server.resetHandlers();
      failWrites(fault.answer(source));
      const seen = captureRequests();
      await waitFor(() => expect(saveButton()).toBeEnabled());
      fireEvent.click(saveButton());
      for (const text of fault.shows.map(shown))
        expect((await screen.findAllByText(text, undefined, LONG)).length, `${fault.name}: "${text}"`).toBeGreaterThan(0);
      await waitFor(() => expect(saveButton(), `${fault.name}: Save usable again`).toBeEnabled(), LONG);
      expect(current(), `${fault.name}: the typed value stays`).toBe(typed);
      expect(
        seen.filter(r => writes(r.method)),
        `${fault.name}: one request for one click`,
      ).toHaveLength(1);
      expect(decodeURIComponent(window.location.pathname + window.location.search), `${fault.name}: still on the form`).toBe(
        decodeURIComponent(path),
      );
      if (dialog) expect(dialog.isConnected, `${fault.name}: the dialog stays open`).toBe(true);
      await dismissNotifications();
    }
  } finally {
    setTimeouts({});
    server.resetHandlers();
  }

  if (plan !== 'full' && plan !== FAULTS.length) return source;
  // Last, a 401 mid-save: signed out, and signing in again brings the form back with the value.
  failWrites(() => HttpResponse.json({ status: false, message: 'Unauthenticated.', data: null, errors: null }, { status: 401 }));
  const seen = captureRequests();
  fireEvent.click(saveButton());
  await waitForPath('/login');
  expect(
    seen.filter(r => writes(r.method)),
    '401: one request for one click',
  ).toHaveLength(1);
  server.resetHandlers();
  // Typed as the matrix types into the form (a change event each): what is proved here is the form
  // that comes back, not the sign-in page's keys (tests/integration/loginDialogs.test.tsx).
  fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: account } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: account } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitForPath(path.split('?')[0]!);
  // A dialog's draft comes back when it is opened again.
  if (options.dialog) dialog = await options.dialog();
  await waitFor(() => expect(current(), '401: the typed value is back after signing in').toBe(typed), LONG);
  expect(await screen.findByText(new RegExp(DRAFT_RESTORED))).toBeInTheDocument();
  expect(saveButton()).toBeEnabled();
  return source;
};
