/** The users (staff) of each organization, from data.ts, and the lookups other seeds use. */
import { HOUR, ORGS, type Row, type SeedContext, type Tables } from '../context';
import { ORG_DOMAINS, USERS, uniqueMobile } from '../data';

export function seedUsers({ tables, clock, random }: SeedContext): void {
  const r = random('users');
  const phones = new Set<string>();
  const user: Row[] = [];
  for (const org of ORGS) {
    USERS[org]!.forEach((u, i) => {
      user.push({
        id: user.length + 1,
        organization_id: org,
        name: u.name,
        email: `${u.email ?? u.name.toLowerCase().replace(/\s+/g, '.')}@${ORG_DOMAINS[org]}`,
        mobile: uniqueMobile(r, phones),
        designation: u.designation,
        department: u.department,
        agent: u.agent ? 1 : 0,
        status: u.blocked ? 'Blocked' : 'Active',
        created_at: clock.iso(clock.ago(405 - i * 9) - r.int(1, 5) * HOUR),
      });
    });
  }
  tables.user = user;
}

export interface Staff {
  id: number;
  name: string;
  mobile: string;
  agent: boolean;
  /** A team head (data.ts), who gets leads as team_head_id. */
  head: boolean;
  active: boolean;
}

/** The users of an organization, in order (the first is its administrator). */
export function staffOf(tables: Tables, org: number): Staff[] {
  return (tables.user ?? [])
    .filter(u => u.organization_id === org)
    .map(u => ({
      id: u.id,
      name: String(u['name']),
      mobile: String(u['mobile']),
      agent: u['agent'] === 1,
      head: !!USERS[org]?.find(seed => seed.name === u['name'])?.head,
      active: u['status'] === 'Active',
    }));
}

export const activeStaff = (tables: Tables, org: number): Staff[] => staffOf(tables, org).filter(u => u.active);

/** Active users who sell: not a team head, not the administrator. */
export function salesStaff(tables: Tables, org: number): Staff[] {
  const staff = staffOf(tables, org);
  return staff.filter(u => u.active && !u.head && u.id !== staff[0]!.id);
}
