import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { defineResource } from '../../../app/resourceTypes';

/**
 * Instalments of a plot sale (spec 2 §2 "Sales records"): create at
 * /{orgid}/plotsaleinstalment/create?plotid&plotsaleid and edit at
 * /{orgid}/plotsaleinstalment/{id}?plotsaleid; the list is the sale's instalment tab (no list
 * route, no menu entry). instalment.create / instalment.update gate them.
 */
export default defineResource({
  name: 'plotsaleinstalment',
  label: 'Instalments',
  singular: 'Instalment',
  group: 'sales',
  icon: PaymentsIcon,
  create: lazy(() => import('./InstalmentForm').then(m => ({ default: m.InstalmentCreate }))),
  edit: lazy(() => import('./InstalmentForm').then(m => ({ default: m.InstalmentEdit }))),
  recordRepresentation: record => String(record.amount ?? record.id),
  reducedMenu: true,
  menu: false,
});
