/**
 * Seed of EMI plans (spec 3 "Plot EMI", §3): one 'plotemi' row for every seeded booking or sale
 * that chose EMI (isemi = 1, the EMI fields inline on the booking / sale, see emiPlan in
 * ./tables/emi.ts), and its history ('plotemihistory'): the instalments that fell due between the
 * booking / sale and `now`, most Paid (some late, a few of those with a penalty), the recent or
 * a few older ones still Due.
 *
 * A Yearly plan keeps its due month in emi_due_date and the day of that month in yearly_due_date
 * (docs/decisions.md "EMI"); the inline fields of a seeded booking carry a first due date there,
 * which is read as that month and day.
 */
import { nextDueDate } from '../../src/features/emi/emiLogic';
import { planInstalmentPaise, planSchedule } from '../../src/features/emi/schedule';
import { DAY, IST, Random, lazyTables, seedOf, type Row, type Tables } from './context';

export const PLAN_TABLE = 'plotemi';
export const HISTORY_TABLE = 'plotemihistory';

/** The fields of an EMI plan, as the bookings and sales carry them inline and plotemi stores them. */
export const EMI_PLAN_FIELDS = [
  'emi_number',
  'total_amount',
  'downpayment',
  'interest_rate',
  'instalment_amount',
  'due_type',
  'total_duration',
  'emi_due_date',
  'yearly_due_date',
  'prior_notification_days',
  'final_due_date',
] as const;

const dateOf = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T10:30:00+05:30`);

/** The plan's due rule as the console keeps it (Yearly: month + day). */
const dueRule = (source: Row): { emi_due_date: unknown; yearly_due_date: unknown } => {
  if (source.due_type === 'Yearly' && typeof source.yearly_due_date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(source.yearly_due_date)) {
    const [, month, day] = source.yearly_due_date.split('-').map(Number);
    return { emi_due_date: month, yearly_due_date: day };
  }
  return { emi_due_date: source.emi_due_date, yearly_due_date: source.yearly_due_date ?? null };
};

/**
 * The plans and their history are drawn when first read (issue 41: some 2,000 plans and their
 * instalments at the large seed, which nobody reads at sign-in), from what the bookings and sales
 * were here: the EMI ones (as copies) and which sale each booking became.
 */
export const seedPlotEmi = (tables: Tables, now: Date): void => {
  const saleIdOfBooking = new Map<number, number>();
  for (const sale of tables.plotsale ?? []) if (sale.plot_book_id != null) saleIdOfBooking.set(sale.plot_book_id as number, sale.id);
  const sources: Array<[Row, 'Booked' | 'Sold']> = [
    ...(tables.plotbook ?? []).filter(b => Number(b.isemi) === 1).map(b => [{ ...b }, 'Booked'] as [Row, 'Booked']),
    ...(tables.plotsale ?? []).filter(s => Number(s.isemi) === 1).map(s => [{ ...s }, 'Sold'] as [Row, 'Sold']),
  ];
  lazyTables(tables, [PLAN_TABLE, HISTORY_TABLE], () => drawPlotEmi(sources, saleIdOfBooking, now));
};

const drawPlotEmi = (sources: Array<[Row, 'Booked' | 'Sold']>, saleIdOfBooking: Map<number, number>, now: Date): Record<string, Row[]> => {
  const r = new Random(seedOf('plot-emi'));
  const nowMs = Math.floor(now.getTime() / 1000) * 1000;
  const today = dateOf(nowMs);
  const plans: Row[] = [];
  // Who records a plan's payments: the member who recorded its booking or sale.
  const recorder = new Map<Row, unknown>();
  for (const [source, kind] of sources) {
    const plan: Row = {
      id: 0,
      organization_id: source.organization_id,
      plot_id: source.plot_id,
      customer_id: source.customer_id,
      plot_status: kind,
      plot_book_id: kind === 'Booked' ? source.id : (source.plot_book_id ?? null),
      plot_sale_id: kind === 'Sold' ? source.id : (saleIdOfBooking.get(source.id) ?? null),
      created_at: source.created_at,
    };
    for (const field of EMI_PLAN_FIELDS) plan[field] = source[field] ?? null;
    Object.assign(plan, dueRule(source));
    plans.push(plan);
    recorder.set(plan, source.user_id ?? null);
  }
  plans.sort((a, b) => a.created_at.localeCompare(b.created_at));
  plans.forEach((plan, i) => {
    plan.id = i + 1;
  });

  const history: Row[] = [];
  for (const plan of plans) {
    const total = Number(plan.emi_number) || 0;
    const amount = (planInstalmentPaise(plan) ?? 0) / 100;
    const start = dateOf(Date.parse(plan.created_at));
    const dates: string[] = [];
    let cursor = start;
    while (dates.length < total) {
      const next = nextDueDate(plan, cursor);
      if (!next || next > today) break;
      dates.push(next);
      cursor = next;
    }
    const careless = r.chance(0.2);
    const items: Row[] = dates.map((due, i) => {
      const recent = msOf(due) > nowMs - 35 * DAY;
      const unpaid = recent ? r.chance(0.45) : careless && i >= dates.length - 3 ? r.chance(0.6) : r.chance(0.03);
      if (unpaid) {
        return {
          id: 0,
          organization_id: plan.organization_id,
          emi_id: plan.id,
          amount,
          paid_on: due,
          status: 'Due',
          is_penalty: 0,
          penalty_amount: null,
          created_at: new Date(msOf(due)).toISOString(),
        };
      }
      const late = r.weighted([
        [0, 6],
        [r.int(1, 5), 3],
        [r.int(6, 20), 1],
      ] as const);
      const paidMs = Math.min(nowMs, msOf(due) + late * DAY - r.int(0, 3) * DAY);
      const penalty = late > 5 && r.chance(0.7);
      return {
        id: 0,
        organization_id: plan.organization_id,
        emi_id: plan.id,
        amount,
        paid_on: dateOf(paidMs),
        status: 'Paid',
        user_id: recorder.get(plan) ?? null,
        is_penalty: penalty ? 1 : 0,
        penalty_amount: penalty ? r.pick([250, 500, 1000]) : null,
        created_at: new Date(paidMs).toISOString(),
      };
    });
    const paid = items.filter(i => i.status === 'Paid').length;
    const firstDue = items.find(i => i.status === 'Due');
    plan.emi_paid_count = paid;
    plan.emi_due_count = Math.max(0, total - paid);
    const schedule = planSchedule(plan, items, today);
    plan.due_date = schedule
      ? (schedule.next?.due ?? null)
      : paid >= total
        ? null
        : firstDue
          ? (firstDue.paid_on as string)
          : nextDueDate(plan, today);
    history.push(...items);
  }
  history.sort((a, b) => a.created_at.localeCompare(b.created_at) || (a.emi_id as number) - (b.emi_id as number));
  history.forEach((item, i) => {
    item.id = i + 1;
  });

  return { [PLAN_TABLE]: plans, [HISTORY_TABLE]: history };
};
