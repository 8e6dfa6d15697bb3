/** The typed custom methods of the data provider, one file per area. docs/decisions.md "Notes: src/api/methods/index.ts" */
import type { CoreCalls } from '../coreCalls';
import { dashboardMethods } from './dashboard';
import { plotMethods } from './plots';
import { documentMethods } from './documents';
import { projectMethods } from './projects';
import { plotSaleMethods } from './plotSales';
import { geoMapMethods } from './geoMap';
import { priceGuideMethods } from './priceGuides';
import { bookingMethods } from './bookings';
import { plotStatusMethods } from './plotStatus';
import { plotMapMethods } from './plotMap';
import { plotEmiMethods } from './plotEmi';
import { savedViewMethods } from './savedViews';
import { messageMethods } from './messages';
import { callHistoryMethods } from './callHistory';
import { userMethods } from './users';
import { organizationMethods } from './organizations';
import { notificationMethods } from './notifications';
import { customerMethods } from './customers';
import { reportMethods } from './reports';
import { imageMethods } from './images';
import { giftMethods } from './gifts';
import { leadMethods } from './leads';
import { listingMethods } from './listings';
import { offerMethods } from './offers';

export const areaMethods = (core: CoreCalls) => ({
  ...plotEmiMethods(core),
  ...customerMethods(core),
  ...dashboardMethods(core),
  ...plotMethods(core),
  ...documentMethods(core),
  ...projectMethods(core),
  ...plotSaleMethods(core),
  ...geoMapMethods(core),
  ...priceGuideMethods(core),
  ...bookingMethods(core),
  ...plotStatusMethods(core),
  ...plotMapMethods(core),
  ...savedViewMethods(core),
  ...messageMethods(core),
  ...callHistoryMethods(core),
  ...userMethods(core),
  ...organizationMethods(core),
  ...notificationMethods(core),
  ...reportMethods(core),
  ...imageMethods(core),
  ...giftMethods(core),
  ...leadMethods(core),
  ...listingMethods(core),
  ...offerMethods(core),
});

export type AreaMethods = ReturnType<typeof areaMethods>;
