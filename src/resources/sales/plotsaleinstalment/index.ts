// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsaleinstalment/index.ts"
import { lazyView } from '../../../common/loadable';
import PaymentsIcon from '@mui/icons-material/Payments';
import { defineResource } from '../../../app/resourceTypes';

/** Instalments of a plot sale: create and edit pages only; the list is the sale's instalment tab (no list route, no menu entry). */
export default defineResource({
  name: 'plotsaleinstalment',
  label: 'Instalments',
  singular: 'Instalment',
  group: 'sales',
  icon: PaymentsIcon,
  create: lazyView(() => import('./InstalmentForm').then(m => ({ default: m.InstalmentCreate }))),
  edit: lazyView(() => import('./InstalmentForm').then(m => ({ default: m.InstalmentEdit }))),
  recordRepresentation: record => String(record.amount ?? record.id),
  reducedMenu: true,
  menu: false,
});
