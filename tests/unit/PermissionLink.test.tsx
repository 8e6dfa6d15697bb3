/** Without the view key a link is plain text (spec 1 §6). */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, type AuthProvider } from 'ra-core';
import { canAccess } from '../../src/api/permissions';
import { PermissionLink } from '../../src/common/PermissionLink';

const authProvider = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) =>
    canAccess({ organization_id: 1, name: 'x', master: 0, permissions }, { resource, action }),
});

const renderLink = (permissions: string[]) =>
  render(
    <CoreAdminContext authProvider={authProvider(permissions)} dataProvider={testDataProvider()}>
      <PermissionLink resource="customer" id={12}>
        Ravi Kumar
      </PermissionLink>
    </CoreAdminContext>,
  );

describe('PermissionLink', () => {
  it('links to the record with the view permission', async () => {
    renderLink(['customer.view']);
    const link = await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(link.getAttribute('href')).toMatch(/\/customer\/12\/show$/);
  });

  it('is plain text without it', async () => {
    renderLink(['plot.view']);
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    // canAccess has answered by now (the positive case links within this time).
    await new Promise(resolve => setTimeout(resolve, 100));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
