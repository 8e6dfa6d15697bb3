/** Every view of the registry behind its permission… docs/decisions.md "Not found"; docs/decisions.md "Notes: src/app/guardViews.tsx" */
import type { ComponentType } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { canAccess } from '../api/permissions';
import { AccessDeniedPage } from './AccessDeniedPage';
import { NotFoundPage } from '../common/NotFoundPage';
import { useOrg } from '../common/OrgContext';
import type { ResourceDeclaration } from './resourceTypes';

type ViewName = 'list' | 'create' | 'edit' | 'show';

/** The create page's address segment: never a record's id. */
const CREATE_SEGMENT = 'create';

const VIEWS: readonly string[] = ['list', 'create', 'edit', 'show'];
const isView = (action: string): action is ViewName => VIEWS.includes(action);

/** Whether the route that reached this view names no page of it. */
export const namesNoPage = (action: ViewName, params: Readonly<Params>): boolean => {
  if (action === 'list') return Boolean(params['*']);
  if (action === 'edit' || action === 'show') return params.id === CREATE_SEGMENT;
  return false;
};

const guard = (View: ComponentType, resource: string, action: string): ComponentType => {
  const Guarded = () => {
    const { membership } = useOrg();
    const params = useParams();
    if (isView(action) && namesNoPage(action, params)) return <NotFoundPage />;
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
  // A page of its own is behind its action's permission (plot/export: plot.view, not the edit's plot.update).
  routes: r.routes?.map(route => ({ ...route, view: guard(route.view, r.name, route.action) })),
});
