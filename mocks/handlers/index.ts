/** Every handler of the demo API, in the order msw tries them. Areas add their file here. */
import { accountHandlers } from './account';
import { bookingHandlers } from './bookings';
import { dashboardHandlers } from './dashboard';
import { demoHandlers, notFoundHandlers } from './demo';
import { schemaResourceHandlers } from './schema';
import { documentHandlers } from './documents';
import { plotHandlers } from './plots';
import { plotSaleHandlers } from './plotSales';
import { plotMapFallbackHandlers, plotMapHandlers } from './plotMap';
import { plotStatusHandlers } from './plotStatus';
import { propertyHandlers } from './properties';
import { projectAreaHandlers } from './projects';
import { priceGuideHandlers } from './priceGuides';
import { geoMapHandlers } from './geoMap';
import { plotEmiHandlers } from './plotEmi';
import { savedViewHandlers } from './savedViews';
import { messageHandlers } from './messages';
import { callHistoryHandlers } from './callHistory';
import { giftHandlers } from './gifts';
import { offerHandlers } from './offers';
import { listingHandlers } from './listings';
import { userHandlers } from './users';
import { organizationHandlers } from './organizations';
import { notificationHandlers } from './notifications';
import { customerHandlers } from './customers';
import { brokerOfferGroupHandlers } from './brokerOfferGroups';
import { customerImportFailedHandlers } from './customerImportFailed';
import { reportHandlers } from './reports';
import { leadHandlers } from './leads';
import { customerTabHandlers } from './customerTabs';

export const handlers = [
  ...accountHandlers,
  ...demoHandlers,
  ...savedViewHandlers,
  ...messageHandlers,
  ...callHistoryHandlers,
  ...giftHandlers,
  ...offerHandlers,
  ...listingHandlers,
  ...plotMapHandlers,
  ...plotStatusHandlers,
  ...userHandlers,
  ...organizationHandlers,
  ...notificationHandlers,
  ...customerHandlers,
  ...brokerOfferGroupHandlers,
  ...customerImportFailedHandlers,
  ...reportHandlers,
  ...customerTabHandlers,
  ...leadHandlers,
  ...schemaResourceHandlers,
  ...plotHandlers,
  ...propertyHandlers,
  ...documentHandlers,
  ...dashboardHandlers,
  ...projectAreaHandlers,
  ...priceGuideHandlers,
  ...geoMapHandlers,
  ...plotMapFallbackHandlers,
  ...plotSaleHandlers,
  ...bookingHandlers,
  ...plotEmiHandlers,
  ...notFoundHandlers,
];
