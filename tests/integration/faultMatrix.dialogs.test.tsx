/**
 * Issue 12's fault matrix over the form dialogs of the console (tests/integration/faultMatrix.ts):
 * every FormDialog reachable from a registered page, the plot status dialogs included, is opened
 * as a person opens it, made valid, one field typed into, and each fault meets its Save. After a
 * 401 the user signs in again, opens the dialog again, and finds the value back.
 */
import 'vitest-canvas-mock';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { MESSAGES } from '../../src/common/messages';
import { STATUS_MESSAGES } from '../../src/features/plotStatus/statusLogic';
import { LAYOUT_MESSAGES } from '../../src/resources/inventory/layout/layoutLogic';
import { PROJECT_MESSAGES } from '../../src/resources/inventory/project/projectLogic';
import { PROPERTY_MESSAGES, PROPERTY_STATUSES } from '../../src/resources/inventory/property/propertyLogic';
import { SALE_STATUS_MESSAGES } from '../../src/resources/sales/plotsale/saleLogic';
import { NOTE_TEXTS } from '../../src/resources/crm/customers/notes';
import { POINTS_TEXTS } from '../../src/resources/crm/customers/pointsLogic';
import { MESSAGE_TEXTS } from '../../src/resources/admin/messages';
import { IMPORT_FAILED_TEXTS } from '../../src/resources/crm/customers/customerImportFailed';
import { CALL_TEXTS, canAddCall } from '../../src/features/telephony/callLogic';
import { CALL_FLOW_TEXTS } from '../../src/api/callFlow';
import { runFaultMatrix, type MatrixOptions } from './faultMatrix';

const LONG = { timeout: 15000 };
const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const set = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(await within(scope).findByRole('button', { name }, LONG));
const dialogNamed = (name: string) => screen.findByRole('dialog', { name }, LONG);
const option = async (scope: HTMLElement, combobox: string, name: string | RegExp) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name }, LONG));
};

/* The plot status dialogs open from a plot's row of the plot list. */
const plotList = (plot: Row) => `/1/plot?filter=${encodeURIComponent(JSON.stringify({ ids: [plot.id] }))}&perPage=25`;
const rowOf = (plot: Row) =>
  Array.from(document.querySelectorAll('tbody tr')).find(tr => tr.querySelector(`a[href="/1/plot/${plot.id}/show/document"]`)) as
    HTMLElement | undefined;
const statusMenu = async (plot: Row, entry: string, customerType?: string) => {
  await waitFor(() => expect(rowOf(plot)).toBeTruthy(), LONG);
  await click(String(plot.status), rowOf(plot)!);
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }, LONG));
  if (customerType) await click(customerType, await dialogNamed('Select Customer Type'));
};
const firstCustomer = async (dialog: HTMLElement, label: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByRole('option', {}, LONG))[0]!);
};

interface DialogCase extends MatrixOptions {
  path: string;
  prefer: string[];
}

/** A customer with leads whose phone answers (the demo fails a phone ending in 7), and a call to it confirmed. */
const calledCustomer = () =>
  org1('customer').find(c => org1('customerinterest').some(l => l.customer_id === c.id) && !String(c.phone).endsWith('7'))!;
const placeCall = async () => {
  await click(`Call ${String(calledCustomer().phone)}`);
  await click('Call', await screen.findByRole('dialog', {}, LONG));
};

/** Opens a dialog with a button of the page. */
const opens = (button: string, title: string) => async () => {
  await click(button);
  return dialogNamed(title);
};

/** A plot status dialog: opened from the plot's row of the plot list (a customer type first, where asked). */
const statusCase = (
  plot: Row,
  entry: string,
  options: Omit<DialogCase, 'path' | 'prefer' | 'dialog'> & { customerType?: string; title?: string },
): DialogCase => {
  const { customerType, title, ...rest } = options;
  return {
    path: plotList(plot),
    prefer: ['notes'],
    dialog: async () => {
      await statusMenu(plot, entry, customerType);
      return dialogNamed(title ?? `Plot ${String(plot.number)}: ${entry}`);
    },
    ...rest,
  };
};

const available = () => org1('plot').find(p => p.status === 'Available')!;
const blocked = () => org1('plot').find(p => p.status === 'Blocked')!;
const booked = () => org1('plot').find(p => p.status === 'Booked' && p.customer_id && !org1('plotemi').some(e => e.plot_id === p.id))!;
const sold = () => org1('plot').find(p => p.status === 'Sold')!;
const firstLayout = () =>
  org1('layout')
    .filter(l => l.project_id === 1)
    .sort((a, b) => Number(a.order) - Number(b.order))[0]!;
const guideRow = () => table('priceguide').find(g => g.project_id === 1)!;
const layoutImage = () =>
  [...(table('layout').find(l => l.id === 1)!.appimages as Array<{ title: string; order: number }>)].sort((a, b) => a.order - b.order)[0]!;
const pointsCustomer = () => org1('customer').find(c => org1('customerpoints').some(p => p.customer_id === c.id))!;
const emiPlan = () => org1('plotemi').find(p => table('plotemihistory').some(i => i.emi_id === p.id && i.status === 'Due'))!;
const dueItem = () =>
  table('plotemihistory')
    .filter(i => i.emi_id === emiPlan().id && i.status === 'Due')
    .sort((a, b) => String(b.paid_on).localeCompare(String(a.paid_on)))[0]!;
const property = () => org1('property')[0]!;

const CASES: Record<string, () => DialogCase> = {
  'project: Add Plot (a layout row)': () => ({
    path: '/1/project/1/show/layout',
    prefer: ['number'],
    failureText: PROJECT_MESSAGES.createPlot,
    dialog: opens(`Add Plot to ${String(firstLayout().name)}`, 'Add Plot'),
    fill: async dialog => {
      set(dialog, /Plot number/, 'Z-990');
      set(dialog, /Measurement/, '30:60:35:70');
      set(dialog, /Square feet/, '1950');
    },
  }),
  'project: Add Price Guide Details': () => ({
    path: '/1/project/2/show',
    prefer: ['guide.0.name'],
    failureText: MESSAGES.processOperation,
    dialog: opens('Add Price Guide Details', 'Add Price Guide Details'),
    fill: async dialog => {
      set(dialog, /^Name/, 'Lake view');
      set(dialog, /^Price/, '4100');
    },
  }),
  'project: Edit Price Guide': () => ({
    path: '/1/project/1/show',
    prefer: ['name'],
    failureText: MESSAGES.processOperation,
    dialog: opens(`Edit ${String(guideRow().name)}`, 'Edit Price Guide'),
  }),
  'layout map: Add Plot': () => ({
    path: '/1/layout/1/show/map',
    prefer: ['number'],
    failureText: 'Unable to Create Plot',
    dialog: async () => {
      await waitFor(() => expect(screen.getByTestId('plot-map').getAttribute('data-ready')).toBe('true'), LONG);
      const toolbar = screen.getByRole('toolbar', { name: 'Plot map' });
      await click('Add', toolbar);
      await click('Save Plot', toolbar);
      return dialogNamed('Add Plot');
    },
    fill: async dialog => {
      set(dialog, /^Plot number/, 'MAP-990');
      set(dialog, 'Measurement', '30:40:30:40');
      set(dialog, 'Square feet', '1200');
    },
  }),
  'layout media: Edit Image Info': () => ({
    path: '/1/layout/1/media?pid=1',
    prefer: ['title'],
    failureText: LAYOUT_MESSAGES.saveData,
    dialog: opens(`Edit ${layoutImage().title}`, 'Edit Image Info'),
  }),
  'property: Add Status': () => ({
    path: `/1/property/${property().id}/show/status`,
    prefer: ['notes'],
    failureText: PROPERTY_MESSAGES.statusFailed,
    dialog: opens('Add Status', 'Add Status'),
    fill: async dialog => option(dialog, 'Status', PROPERTY_STATUSES[0]!),
  }),
  'sale: Add Sale Status': () => ({
    path: `/1/plotsale/${org1('plotsale')[0]!.id}/show/salesstatus`,
    prefer: ['notes'],
    failureText: SALE_STATUS_MESSAGES.failed,
    dialog: opens('Add Status', 'Add Sale Status'),
    fill: async dialog => {
      await waitFor(
        () => expect(within(dialog).getByRole('combobox', { name: 'Status Type' })).not.toHaveAttribute('aria-disabled', 'true'),
        LONG,
      );
      await option(dialog, 'Status Type', String(org1('plotsalestatuslist')[0]!.status));
    },
  }),
  'EMI: Add Monthly EMI': () => ({
    path: `/1/plotemi/${emiPlan().id}/show/emihistory`,
    prefer: ['amount'],
    failureText: MESSAGES.processOperation,
    dialog: opens('Add Monthly EMI', 'Add Monthly EMI'),
    fill: async dialog => {
      set(dialog, 'Paid On', '2026-11-18');
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '12500' } });
      await option(dialog, 'Status', 'Paid');
    },
  }),
  'EMI: Edit EMI': () => ({
    path: `/1/plotemi/${emiPlan().id}/show/emihistory`,
    prefer: ['amount'],
    failureText: MESSAGES.processOperation,
    dialog: opens(`Edit EMI ${String(dueItem().paid_on)}`, 'Edit EMI'),
  }),
  'plot status: Blocked': () =>
    statusCase(blocked(), 'Blocked', { failureText: STATUS_MESSAGES.statusFailed, fill: dialog => firstCustomer(dialog, 'Customer') }),
  'plot status: Booked': () =>
    statusCase(available(), 'Booked', {
      customerType: 'Other Customer',
      failureText: STATUS_MESSAGES.statusFailed,
      fill: async dialog => {
        await firstCustomer(dialog, 'Customer');
        set(dialog, 'Or type the admin signature', 'R. Kumar');
      },
    }),
  'plot status: Sold': () =>
    statusCase(booked(), 'Sold', {
      customerType: 'Booked Customer',
      failureText: STATUS_MESSAGES.soldFailed,
      fill: async dialog => {
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Booked Customer' })).toHaveTextContent(/\S/), LONG);
        set(dialog, 'Price', '1500000');
        set(dialog, 'Total amount', '1650000');
        set(dialog, 'Registration due date', '2026-12-31');
      },
    }),
  // Every list's Save view (one list stands for all: the bar is the same on each).
  'list: Save view': () => ({
    path: '/1/project',
    prefer: ['title'],
    failureText: 'Unable to save the view',
    dialog: opens('Save view', 'Save view'),
  }),
  'message: Send': () => ({
    path: `/1/message/${org1('message')[0]!.id}/show`,
    prefer: ['subject'],
    submit: 'Send',
    failureText: MESSAGE_TEXTS.sendFailed,
    dialog: opens('Send', 'Send Message'),
  }),
  // An agent's action on a call (Add Call: only for a user flagged as agent): a conference, typed number.
  'call history: Add Call': () => ({
    as: 'agent',
    path: `/1/callhistory/${org1('callhistory').find(c => canAddCall(c))!.id}/show`,
    prefer: ['connumber'],
    failureText: CALL_TEXTS.actionFailed,
    dialog: opens('Add Call', 'Call Action'),
    fill: async dialog => option(dialog, 'Action', 'CONFERENCE'),
  }),
  // Make Agent: the agent id typed, the agent password given.
  'user: Make Agent': () => ({
    path: `/1/user/${table('user').find(u => u.organization_id === 1 && u.agent === 0 && u.status === 'Active')!.id}/show`,
    prefer: ['useragent'],
    failureText: 'Unable to make the user an agent',
    dialog: opens('Make Agent', 'Make Agent'),
    fill: async dialog => {
      set(dialog, /^Agent Password/, 'tele123');
    },
  }),
  // A customer's Add Note (Notes tab): the note typed.
  'customer: Add Note': () => ({
    path: `/1/customer/${org1('customer')[0]!.id}/show/note`,
    prefer: ['notes'],
    failureText: NOTE_TEXTS.failure,
    dialog: opens('Add Note', 'Add Note'),
  }),
  // Click-to-call (an agent of a Daga organization): the call, then the dialog that files it on a lead.
  'call: Add Call Activity': () => ({
    path: `/1/customer/${calledCustomer().id}/show`,
    as: 'agent',
    prefer: ['note'],
    failureText: CALL_FLOW_TEXTS.assignFailed,
    dialog: async () => {
      await placeCall();
      return dialogNamed(CALL_FLOW_TEXTS.assignTitle);
    },
    fill: async dialog => {
      // The customer's leads are read when the dialog opens.
      await within(dialog).findByRole('combobox', { name: 'Interest' }, LONG);
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Interest' }));
      fireEvent.click((await screen.findAllByRole('option', { name: /^Lead #/ }, LONG))[0]!);
      set(dialog, /^Follow Up/, '2026-12-01T10:30');
    },
  }),
  // The conference on a call placed here: the number typed.
  'call: Call Conference': () => ({
    path: `/1/customer/${calledCustomer().id}/show`,
    as: 'agent',
    prefer: ['connumber'],
    failureText: CALL_TEXTS.actionFailed,
    dialog: async () => {
      // A sign-in again starts with no call placed (they live with the organization's <Admin>): placed again.
      await screen.findByRole('button', { name: `Call ${String(calledCustomer().phone)}` }, LONG);
      if (!screen.queryByRole('button', { name: CALL_FLOW_TEXTS.conferenceTitle })) {
        await placeCall();
        await click('Cancel', await dialogNamed(CALL_FLOW_TEXTS.assignTitle));
      }
      return opens(CALL_FLOW_TEXTS.conferenceTitle, CALL_FLOW_TEXTS.conferenceTitle)();
    },
  }),
  // A customer's points (Points tab): Add Points made valid, Edit Points read from its detail.
  'customer: Add Points': () => ({
    path: `/1/customer/${pointsCustomer().id}/show/customerpoints`,
    prefer: ['point_for'],
    failureText: POINTS_TEXTS.failure,
    dialog: opens('Add Points', 'Add Points'),
    fill: async dialog => {
      set(dialog, /^Points For/, 'Festival bonus');
      set(dialog, /^Points Value/, '40');
    },
  }),
  'customer: Edit Points': () => ({
    path: `/1/customer/${pointsCustomer().id}/show/customerpoints`,
    prefer: ['point_for'],
    failureText: POINTS_TEXTS.failure,
    dialog: async () => {
      fireEvent.click((await screen.findAllByRole('button', { name: 'Edit' }, LONG))[0]!);
      return dialogNamed('Edit Points');
    },
  }),
  // A failed import row's Edit (the row read by its detail call): its name typed.
  'failed import: Edit': () => ({
    path: '/1/customerimportfailed',
    prefer: ['name'],
    failureText: IMPORT_FAILED_TEXTS.updateFailed,
    dialog: async () => {
      const row = [...org1('customerimportfailed')].sort((a, b) => b.id - a.id)[0]!;
      await click(`Edit ${String(row.name)}`);
      return dialogNamed(IMPORT_FAILED_TEXTS.editTitle);
    },
  }),
  // A confirmation with a choice only: the matrix picks the other option of its radio group.
  'plot status: Resale': () => ({
    ...statusCase(sold(), 'Resale', { title: 'Change Status', submit: 'Confirm', failureText: STATUS_MESSAGES.statusFailed }),
    prefer: [],
  }),
};

/** Every file of src that draws a FormDialog, and the cases above (or the reason) that cover it. */
const COVERAGE: Record<string, string[]> = {
  'src/resources/inventory/project/AddPlotDialog.tsx': ['project: Add Plot (a layout row)'],
  'src/resources/inventory/project/PriceGuide.tsx': ['project: Add Price Guide Details', 'project: Edit Price Guide'],
  'src/features/plotMap/PlotMapEditor.tsx': ['layout map: Add Plot'],
  'src/resources/inventory/layout/LayoutMedia.tsx': ['layout media: Edit Image Info'],
  'src/resources/inventory/property/PropertyDialogs.tsx': ['property: Add Status'],
  'src/resources/sales/plotsale/SaleStatusTab.tsx': ['sale: Add Sale Status'],
  'src/resources/sales/plotemi/EmiItemDialog.tsx': ['EMI: Add Monthly EMI', 'EMI: Edit EMI'],
  'src/features/plotStatus/StatusFlow.tsx': ['plot status: Blocked', 'plot status: Booked', 'plot status: Sold', 'plot status: Resale'],
  'src/features/savedViews/SavedViewsBar.tsx': ['list: Save view'],
  'src/resources/admin/MessageShow.tsx': ['message: Send'],
  'src/resources/crm/callhistory/CallParts.tsx': ['call history: Add Call'],
  // Update Agent Phone's one field is a phone, which the matrix's typed text would break: users.test.tsx.
  'src/resources/admin/UserShow.tsx': ['user: Make Agent'],
  'src/resources/crm/customers/CustomerShow.tsx': ['customer: Add Note'],
  'src/resources/crm/customers/CustomerPoints.tsx': ['customer: Add Points', 'customer: Edit Points'],
  // Merge (a confirmation) and Assign Offer Group (a choice only) have nothing typed: customerList.test.tsx proves a failure keeps the dialog and the selection.
  'src/resources/crm/customers/CustomerBulkActions.tsx': [],
  // Import's one field is a file (nothing typed): customerList.test.tsx proves a failure keeps the chosen file and shows the server's message.
  'src/resources/crm/customers/CustomerListActions.tsx': [],
  // Assign User has choices only (a user, Master): organizations.test.tsx proves a failure keeps them.
  'src/resources/admin/OrganizationPanels.tsx': [],
  'src/features/telephony/CallActivityDialog.tsx': ['call: Add Call Activity'],
  'src/features/telephony/ConferenceDialog.tsx': ['call: Call Conference'],
  // Assign Lead has choices only (a team head, a staff): leads.test.tsx proves a failure keeps them and shows 'Unable to assign lead'.
  'src/resources/crm/leads/LeadRowActions.tsx': [],
  // Verify is a confirmation (nothing typed): customerImportFailed.test.tsx proves a refused Verify keeps the dialog and shows the server's message.
  'src/resources/crm/customers/ImportFailedActions.tsx': ['failed import: Edit'],
  // Change Status (a listing) has one choice, nothing typed: listings.test.tsx proves a failure keeps it and shows the server's message.
  'src/resources/website/listings/ListingStatusChip.tsx': [],
};
/* The property's Add Plot (Assign) has choices only (a project and a plot), nothing typed: properties.test.tsx and dialogs.test.tsx prove it. */

const filesWithFormDialog = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesWithFormDialog(path);
    return /\.tsx$/.test(entry.name) && readFileSync(path, 'utf8').includes('<FormDialog') ? [path] : [];
  });

describe('the fault matrix on the form dialogs', () => {
  it('covers every form dialog of the console (a new one is added here)', () => {
    const files = filesWithFormDialog('src').filter(f => f !== 'src/common/FormDialog.tsx');
    expect(files.sort()).toEqual(Object.keys(COVERAGE).sort());
    for (const name of Object.values(COVERAGE).flat()) expect(Object.keys(CASES)).toContain(name);
  });

  it.each(Object.keys(CASES))(
    '%s',
    async name => {
      const { path, prefer, ...options } = CASES[name]!();
      await runFaultMatrix(path, prefer, options);
    },
    60000,
  );
});
