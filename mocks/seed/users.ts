/**
 * The users' details the user screens show (issue 17), after the departments exist: each user's
 * department (by its name), the permission keys its designation suggests, the demo password
 * (never answered), and the telephony agent id and phone of the agents of Daga organizations.
 */
import type { Tables } from './context';

/** The demo's password of every seeded user. */
const DEMO_PASSWORD = 'Welcome@123';

const KEYS_BY_DEPARTMENT: Record<string, string[]> = {
  Sales: [
    'project.view',
    'plot.view',
    'plot.update',
    'customer.view',
    'customer.create',
    'customer.update',
    'customerinterest.create',
    'customerinterest.update',
    'reminder.view',
    'reminder.update',
  ],
  Telecalling: ['customer.view', 'customerinterest.create', 'customerinterest.update', 'listing.view', 'reminder.view'],
  Accounts: ['plot.view', 'customer.view', 'instalment.create', 'instalment.update', 'plotemi.create', 'plotemi.update'],
  Documentation: ['project.view', 'plot.view', 'documenttype.view', 'documenttype.update'],
  Operations: ['project.view', 'plot.view', 'plot.update'],
  Marketing: ['customer.view', 'customeroffer.view', 'blog.update', 'promobanner.update'],
};

export function seedUserDetails(tables: Tables): void {
  const departments = tables.userdepartment ?? [];
  const agents = new Map<number, number>();
  for (const user of tables.user ?? []) {
    const org = user.organization_id as number;
    const department = departments.find(d => d.organization_id === org && d.name === user.department);
    const count = (agents.get(org) ?? 0) + (user.agent === 1 ? 1 : 0);
    agents.set(org, count);
    Object.assign(user, {
      department_id: department?.id ?? null,
      address: null,
      permissions_keys: KEYS_BY_DEPARTMENT[String(user.department)] ?? [],
      password: DEMO_PASSWORD,
      confirmpassword: DEMO_PASSWORD,
      telephony_agent: user.agent === 1 ? `AGENT${String(org)}${String(count).padStart(2, '0')}` : null,
      // Daga's agents (organization 1) dial from a telephony phone; the first one has none yet.
      telephony_phone: user.agent === 1 && org === 1 && count > 1 ? `98400${String(org)}${String(count).padStart(4, '0')}` : null,
    });
  }
}
