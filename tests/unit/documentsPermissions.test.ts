/**
 * The permission keys of documents and folders (spec 1 §6), as the exception table maps them:
 * project.create adds folders and files in projects, project.update edits them, project.delete
 * deletes them and also plot and property files; plot.create / plot.update; property.create /
 * property.update / property.delete.
 */
import { describe, expect, it } from 'vitest';
import { canAccess, type Membership } from '../../src/api/permissions';

const member = (permissions: string[]): Membership => ({
  organization_id: 1,
  name: 'Org',
  software_access: 'Daga',
  master: 0,
  permissions,
});

const can = (permissions: string[], resource: string, action: string) => canAccess(member(permissions), { resource, action });

describe('document/* permissions (spec 1 §6)', () => {
  it.each([
    ['document/project', 'list', 'project.view'],
    ['document/project', 'show', 'project.view'],
    ['document/project', 'create', 'project.create'],
    ['document/project', 'edit', 'project.update'],
    ['document/project', 'delete', 'project.delete'],
    ['document/plot', 'list', 'plot.view'],
    ['document/plot', 'create', 'plot.create'],
    ['document/plot', 'edit', 'plot.update'],
    ['document/plot', 'delete', 'project.delete'],
    ['document/property', 'list', 'property.view'],
    ['document/property', 'create', 'property.create'],
    ['document/property', 'edit', 'property.update'],
    ['document/property', 'delete', 'property.delete'],
    ['document/property', 'delete', 'project.delete'],
  ])('%s / %s is allowed by %s', (resource, action, key) => {
    expect(can([key], resource, action)).toBe(true);
    expect(can([], resource, action)).toBe(false);
  });

  it('plot.delete does not delete plot files, and the document keys themselves grant nothing', () => {
    expect(can(['plot.delete'], 'document/plot', 'delete')).toBe(false);
    expect(can(['document/project.view'], 'document/project', 'list')).toBe(false);
  });

  it('the staff account: reads project files, edits plot files, adds and deletes nothing', () => {
    const staff = ['project.view', 'plot.view', 'plot.update', 'customer.view', 'documenttype.view', 'documenttype.update'];
    expect(can(staff, 'document/project', 'list')).toBe(true);
    expect(can(staff, 'document/project', 'create')).toBe(false);
    expect(can(staff, 'document/project', 'edit')).toBe(false);
    expect(can(staff, 'document/plot', 'edit')).toBe(true);
    expect(can(staff, 'document/plot', 'create')).toBe(false);
    expect(can(staff, 'document/plot', 'delete')).toBe(false);
  });
});
