/**
 * Every view of the registry behind its permission, decided synchronously from the membership
 * before the view mounts. react-admin checks canAccess too, but it starts the view's query while
 * it redirects; against an API that answers 403 (which signs out) a typed forbidden URL must not
 * call the API at all.
 */
import type { ComponentType } from 'react';
import { canAccess } from '../api/permissions';
import { AccessDeniedPage } from './AccessDeniedPage';
import { useOrg } from './OrgContext';
import type { ResourceDeclaration } from './resourceTypes';

type ViewName = 'list' | 'create' | 'edit' | 'show';

const guard = (View: ComponentType, resource: string, action: ViewName): ComponentType => {
  const Guarded = () => {
    const { membership } = useOrg();
    return canAccess(membership, { resource, action }) ? <View /> : <AccessDeniedPage />;
  };
  Guarded.displayName = `Guarded(${resource}.${action})`;
  return Guarded;
};

export const guardViews = (r: ResourceDeclaration): ResourceDeclaration => ({
  ...r,
  list: r.list && guard(r.list, r.name, 'list'),
  create: r.create && guard(r.create, r.name, 'create'),
  edit: r.edit && guard(r.edit, r.name, 'edit'),
  show: r.show && guard(r.show, r.name, 'show'),
});
