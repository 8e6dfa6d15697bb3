/**
 * The demo sign-in accounts (fixed, so documentation and tests can rely on them; README.md lists them).
 */
import type { Membership } from '../src/api/permissions';

export interface DemoAccount {
  id: number;
  username: string;
  password: string;
  name: string;
  email: string;
  mobile: string;
  agent: 0 | 1;
  organizations: Membership[];
}

export const ORGANIZATIONS = [
  { organization_id: 1, name: 'Daga Estates', software_access: 'Daga' },
  { organization_id: 2, name: 'Green Acres Realty', software_access: 'Standard' },
] as const;

const org = (id: 1 | 2) => ORGANIZATIONS.find(o => o.organization_id === id)!;

/** What the staff account holds in organization 1: a partial list, no delete keys, no user.view. */
export const STAFF_PERMISSIONS = ['project.view', 'plot.view', 'plot.update', 'customer.view', 'documenttype.view', 'documenttype.update'];

// listing.view: call history is gated by the listing keys (C30); an agent works from it.
export const AGENT_PERMISSIONS = [
  'customer.view',
  'customer.update',
  'customerinterest.view',
  'customerinterest.create',
  'customerinterest.update',
  'project.view',
  'plot.view',
  'listing.view',
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: 1,
    username: 'admin',
    password: 'admin',
    name: 'Admin User',
    email: 'admin@demo.local',
    mobile: '9840000001',
    agent: 0,
    organizations: [
      { ...org(1), master: 1, permissions: [] },
      { ...org(2), master: 1, permissions: [] },
    ],
  },
  {
    id: 2,
    username: 'staff',
    password: 'staff',
    name: 'Priya Staff',
    email: 'staff@demo.local',
    mobile: '9840000002',
    agent: 0,
    organizations: [{ ...org(1), master: 0, permissions: STAFF_PERMISSIONS }],
  },
  {
    id: 3,
    username: 'agent',
    password: 'agent',
    name: 'Arun Agent',
    email: 'agent@demo.local',
    mobile: '9840000003',
    agent: 1,
    organizations: [{ ...org(1), master: 0, permissions: AGENT_PERMISSIONS }],
  },
];
