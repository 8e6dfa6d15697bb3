/**
 * The properties (buildings) of each organization: most stand on one to three adjacent placed
 * plots of a layout (those plots get has_building = 1, and the property takes the status and
 * owner of a Blocked, Booked or Sold first plot), a few on no plot. A few more Sold plots get a
 * building without a property (resale stock).
 */
import { DAY, ORGS, type Row, type SeedContext } from '../context';
import { peopleOf, personBefore } from './customer';
import { plotsByLayout, type PlotInfo } from './inventory';

const COUNTS: Record<number, number> = { 1: 20, 2: 5 };
const KINDS = ['Independent House', 'Duplex Villa', 'Row House', 'Commercial Shop', 'Farm House', 'Twin Villa'];

export function seedProperties({ tables, clock, random }: SeedContext): void {
  const r = random('properties');
  const property: Row[] = [];
  const layoutPlots = plotsByLayout(tables);
  const used = new Set<number>();
  for (const org of ORGS) {
    const people = peopleOf(tables, org);
    const layouts = (tables.layout ?? []).filter(l => l.organization_id === org && !String(l['name']).includes('Mega'));
    for (let i = 0; i < COUNTS[org]!; i++) {
      const lay = r.pick(layouts);
      const infos = layoutPlots.get(lay.id)!.filter(x => x.placed);
      const want = r.weighted([
        [0, 2],
        [1, 5],
        [2, 2],
        [3, 1],
      ] as const);
      let chosen: PlotInfo[] = [];
      for (let attempt = 0; attempt < 20 && want > 0; attempt++) {
        const startAt = r.int(0, Math.max(0, infos.length - want));
        const group = infos.slice(startAt, startAt + want);
        if (group.length === want && group.every(x => !used.has(x.row.id))) {
          chosen = group;
          break;
        }
      }
      chosen.forEach(x => {
        used.add(x.row.id);
        x.row['has_building'] = 1;
      });
      const lead = chosen[0];
      const leadStatus = lead ? String(lead.row['status']) : '';
      let status: string;
      let customerId: number | null;
      if (lead && ['Blocked', 'Booked', 'Sold'].includes(leadStatus) && lead.row['customer_id'] != null) {
        status = leadStatus;
        customerId = lead.row['customer_id'] as number;
      } else {
        status = r.weighted([
          ['Available', 6],
          ['Blocked', 1],
          ['Booked', 1],
          ['Sold', 2],
        ] as const);
        customerId = status === 'Available' ? null : (personBefore(r, people, clock.now)?.row.id ?? null);
      }
      const land = chosen.length ? chosen.reduce((sum, x) => sum + x.squarefeet, 0) : r.pick([1200, 1500, 2400, 3600, 4800]);
      const kind = r.pick(KINDS);
      const buildup = Math.round((land * r.float(0.45, 0.8) * (kind.includes('Duplex') ? 1.6 : 1)) / 10) * 10;
      const numbers = chosen.map(x => String(x.row['number']));
      const ms = chosen.length
        ? clock.between(r, Math.max(...chosen.map(x => x.ms)) + DAY, clock.now)
        : clock.recent(r, clock.ago(380), 0.1);
      const side = (k: number) => Math.round(Math.sqrt(land * k));
      property.push({
        id: property.length + 1,
        organization_id: org,
        name: `${kind}${numbers.length ? ` - Plot ${numbers.join(' & ')}` : ` ${i + 1}`}, ${lay['name']}`,
        address: `${numbers.length ? `Plot ${numbers.join(', ')}, ` : ''}${lay['name']}, ${lay['location']}`,
        customer_id: customerId,
        measurement: lead ? lead.measurement : `${side(1 / 2)}:${side(2)}:${side(1 / 2)}:${side(2)}`,
        measurement_text: chosen.length > 1 ? `${chosen.length} plots, ${land} sq.ft` : lead ? lead.measurementText : `${land} sq.ft`,
        land_area: land,
        buildup_area: buildup,
        status,
        plot_ids: chosen.map(x => x.row.id),
        created_at: clock.iso(ms),
      });
    }
  }
  // A few more buildings on plots (existing houses bought back, resale stock).
  for (const plot of tables.plot ?? []) if (!used.has(plot.id) && plot['status'] === 'Sold' && r.chance(0.03)) plot['has_building'] = 1;
  tables.property = property;
}
