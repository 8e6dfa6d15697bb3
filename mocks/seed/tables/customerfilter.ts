/**
 * Saved customer filters (spec 2 §7 "customer/savefilter: filter_title, filter_data (JSON)"): the
 * choices of a customer notification's Customer Filter (spec 3, `customernotification/filterdata`).
 * A few per organization, saved from the customer list over the last months.
 */
import { HOUR, ORGS, assignIds, type Row, type SeedContext } from '../context';

const FILTERS: Record<number, [string, Record<string, unknown>][]> = {
  1: [
    ['Chennai customers', { city: 'Chennai' }],
    ['Brokers', { is_broker: 1 }],
    ['Customers with booked plots', { plotbooked: 1 }],
    ['Enquiries from the Pongal expo', { q: 'expo' }],
  ],
  2: [
    ['Coimbatore customers', { city: 'Coimbatore' }],
    ['Brokers', { is_broker: 1 }],
  ],
};

export function seedCustomerFilters({ tables, clock }: SeedContext): void {
  const rows: Row[] = [];
  for (const org of ORGS) {
    FILTERS[org]!.forEach(([filter_title, filter_data], i) => {
      rows.push({ id: 0, organization_id: org, filter_title, filter_data, created_at: clock.iso(clock.ago(200 - i * 35) + 2 * HOUR) });
    });
  }
  assignIds(rows);
  tables.customerfilter = rows;
}
