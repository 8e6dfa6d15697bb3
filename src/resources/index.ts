/** THE registry: every resource of the console, once. <Admin>, the menu, the palette and the completeness tests read this list. */
// Reasoning: docs/decisions.md "Notes: src/resources/index.ts"
import { lazyView } from '../common/loadable';
import type { ResourceDeclaration } from '../app/resourceTypes';
import { registerResources } from '../app/resources';
import { schemaResource } from '../app/schemaResource';
import { provideDerivedLists } from '../api/derivedLists';
import { provideSlots } from '../common/slots';
import { emiDueList } from '../features/emi/dueList';
import { PhoneCell } from '../features/telephony/PhoneCell';
import { SavedViewsBar } from '../features/savedViews/SavedViewsBar';
import { SCHEMAS } from './schemas';
// The declarations' hand-written screens (each `<name>.views.ts`), given before the views are made.
import './admin/messages.views';
import './admin/organizations.views';
import './admin/reports.views';
import './admin/userDepartments.views';
import './admin/users.views';
import './crm/activity/activities.views';
import './crm/customers/customerImportFailed.views';
import './crm/customers/customers.views';
import './crm/gifts/customerGifts.views';
import './crm/gifts/gifts.views';
import './crm/leads/customerInterests.views';
import './crm/offers/brokerOfferGroups.views';
import './crm/offers/customerGroups.views';
import './crm/offers/customerOffers.views';
import './inventory/purchasedland/schema.views';
import './website/carousels.views';
import './website/customerNotifications.views';
import './website/listings/schema.views';
import './website/sellProperties.views';
import plot from './inventory/plot';
import property from './inventory/property';
import { plotDocuments, projectDocuments, propertyDocuments, purchasedLandDocuments } from '../features/documents/resources';
import { purchasedlandmap } from './inventory/purchasedland';
import project from './inventory/project';
import layout from './inventory/layout';
import priceguide from './inventory/priceguide';
import plotbook from './sales/plotbook';
import plotresale from './sales/plotresale';
import plotsale from './sales/plotsale';
import plotsaleinstalment from './sales/plotsaleinstalment';
import plotemi from './sales/plotemi';
import emidue from './sales/emidue';
import callhistory from './crm/callhistory';

const BESPOKE: readonly ResourceDeclaration[] = [
  project,
  layout,
  priceguide,
  plot,
  property,
  projectDocuments,
  plotDocuments,
  propertyDocuments,
  purchasedLandDocuments,
  purchasedlandmap,
  plotbook,
  plotresale,
  plotsale,
  plotsaleinstalment,
  plotemi,
  emidue,
  callhistory,
];

export const RESOURCES: readonly ResourceDeclaration[] = [...BESPOKE, ...SCHEMAS.map(schemaResource)];

registerResources(RESOURCES);

provideSlots({
  PhoneCell,
  SavedViewsBar,
  // Fetched with the first page that has attribute values (a customer's Type-{attrid}).
  AttributeFilterPanel: lazyView(() => import('../features/attributes/AttributeFilterPanel')),
  AttributeFormInputs: lazyView(() => import('../features/attributes/AttributeFormInputs')),
});

// The EMI dues are derived in the console from the plans and their history (no server call).
provideDerivedLists({ emidue: emiDueList });
