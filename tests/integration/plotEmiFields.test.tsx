/**
 * The EMI block (src/features/emi/EmiFields.tsx) inside a simple react-admin form, on the real
 * data provider against the demo API: the inputs show only when isemi is on, the monthly amount is
 * set live (spec 1 §5), the rules run only when isemi is on, and a plot already on an EMI plan
 * shows that plan instead of the toggle (spec 1 §4).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceDefinitionContextProvider } from 'ra-core';
import { AdminContext, NumberInput, SaveButton } from 'react-admin';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { getMembership, saveSession } from '../../src/api/session';
import { createOrgProviders } from '../../src/app/OrgAdmin';
import { OrgContext } from '../../src/common/OrgContext';
import { i18nProvider } from '../../src/app/i18n';
import { EmiFields } from '../../src/features/emi/EmiFields';

const renderForm = async (plotId: number, onSubmit: (values: Record<string, unknown>) => void) => {
  const session = await createAccountApi().login('admin', 'admin');
  saveSession(session);
  const { dataProvider, queryClient } = createOrgProviders('1');
  const user = userEvent.setup();
  // Inside organization 1 with the EMI plans registered, as in the console (the plan's link needs both).
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient} i18nProvider={i18nProvider}>
      <OrgContext.Provider value={{ orgid: '1', membership: getMembership('1', session)!, user: session }}>
        <ResourceDefinitionContextProvider
          definitions={{ plotemi: { name: 'plotemi', hasList: true, hasShow: true, hasEdit: true, hasCreate: true } }}
        >
          <Form onSubmit={onSubmit} defaultValues={{ price: 120000 }} noValidate>
            <NumberInput source="price" label="Price" />
            <EmiFields plotId={plotId} totalSource="price" />
            <SaveButton alwaysEnable />
          </Form>
        </ResourceDefinitionContextProvider>
      </OrgContext.Provider>
    </AdminContext>,
  );
  return user;
};

const spin = (name: string) => screen.getByRole('spinbutton', { name });
const fill = (input: Element, value: string) => fireEvent.change(input, { target: { value } });

const plotWithoutPlan = () => {
  const planned = new Set(
    table('plotemi')
      .filter(p => p.organization_id === 1)
      .map(p => p.plot_id),
  );
  return table('plot').find(p => p.organization_id === 1 && p.status === 'Available' && !planned.has(p.id))!;
};

describe('EmiFields in a form', () => {
  it('shows the plan inputs only when EMI is on; sets the monthly amount live; the rules apply only then', async () => {
    const onSubmit = vi.fn();
    const user = await renderForm(plotWithoutPlan().id, onSubmit);
    const toggle = await screen.findByLabelText('EMI');
    expect(screen.queryByRole('spinbutton', { name: 'Monthly Amount' })).not.toBeInTheDocument();
    // Off: nothing of the plan is required.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    await user.click(toggle);
    expect(spin('Interest Rate (%)')).toHaveValue(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Monthly Amount is required')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // Yearly, 2 years at 12 % on 120000 − 20000: 24 months → 4707.35 (hand-worked in tests/unit/emi.test.ts).
    fill(spin('Down Payment'), '20000');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Due Type' }));
    await user.click(await screen.findByRole('option', { name: 'Yearly' }));
    fill(spin('Total Duration'), '2');
    // 0 %: the principal over the 24 months, 100000 / 24.
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue('4,166.67'));
    fill(spin('Interest Rate (%)'), '12');
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue('4,707.35'));
    await waitFor(() => expect(screen.queryByText('Monthly Amount is required')).not.toBeInTheDocument());
    // Back to 0 %: recomputed, never left from the 12 % figure.
    fill(spin('Interest Rate (%)'), '0');
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue('4,166.67'));
    // Typed by hand: kept until an input changes.
    fill(spin('Monthly Amount'), '5000');
    fill(spin('Interest Rate (%)'), '12');
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue('4,707.35'));
    // The total changes: the amount follows; a duration cleared clears it.
    fill(spin('Price'), '220000');
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue('9,414.69'));
    fill(spin('Total Duration'), '');
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue(''));
    fill(spin('Total Duration'), '2');
    await waitFor(() => expect(spin('Monthly Amount')).toHaveValue('9,414.69'));
    // 'Enter correct down payment.' against the form's own total field.
    fill(spin('Down Payment'), '220001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter correct down payment.')).toBeInTheDocument();
    fill(spin('Down Payment'), '20000');

    // Yearly: a due month and the day of that month.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Due Month' }));
    await user.click(await screen.findByRole('option', { name: 'March' }));
    fill(spin('Yearly Due Date'), '10');
    fill(spin('EMI Number'), '2');
    fill(spin('Prior Notification Days'), '7');
    fill(screen.getByLabelText('Final Due Date'), '2028-03-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({
      isemi: true,
      price: 220000,
      downpayment: 20000,
      due_type: 'Yearly',
      total_duration: 2,
      interest_rate: 12,
      instalment_amount: 9414.69,
      emi_due_date: 3,
      yearly_due_date: 10,
      emi_number: 2,
      prior_notification_days: 7,
      final_due_date: '2028-03-10',
    });
  });

  it('a Monthly due date above 31 is refused; Weekly offers the days from Monday', async () => {
    const user = await renderForm(plotWithoutPlan().id, vi.fn());
    await user.click(await screen.findByLabelText('EMI'));
    expect(screen.getByText('Day of the month, 1 to 30')).toBeInTheDocument();
    fill(spin('Due Date'), '32');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the correct Due date')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Due Type' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Due Day' }));
    const options = (await screen.findAllByRole('option')).map(o => o.textContent);
    expect(options.slice(-7)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('a plot already on an EMI plan: no toggle, the existing plan is shown', async () => {
    const plan = table('plotemi').find(p => p.organization_id === 1)!;
    await renderForm(plan.plot_id as number, vi.fn());
    expect(await screen.findByText('This plot is already on an EMI plan.')).toBeInTheDocument();
    expect(screen.queryByLabelText('EMI')).not.toBeInTheDocument();
    expect(screen.getByText(`EMI Number: ${plan.emi_number}`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View the EMI plan' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/plotemi/${plan.id}/show$`)),
    );
  });
});
