/**
 * Every schema declaration (plain resources), once. Pure (no React): the registry
 * (src/resources/index.ts), the demo API (mocks/handlers/schema.ts), the seed (mocks/seed/schema.ts)
 * and the parametrized test read this list. Adding a plain resource = one declaration file + one
 * line here (docs/adding-a-resource.md).
 */
import type { ResourceSchema } from '../common/schema/define';
import { customerdocumenttype, documenttype } from './admin/documentTypes';
import {
  customerattributetype,
  layoutattributetype,
  listingattributetype,
  listingfacilitytype,
  listingpropertytype,
} from './admin/attributeTypes';
import { customerinteractiontype } from './admin/customerInteractionTypes';
import { neighbourserviceperson, neighbourservicetype } from './admin/neighbourServices';
import { userdepartment, userdepartmentfield } from './admin/userDepartments';
import { usertask } from './admin/userTasks';
import { userdepartmentreport, usertaskreport } from './admin/reports';
import { source } from './crm/source';
import { customer } from './crm/customers';
import { customerinterest, customerinterestactivity } from './crm/leads/customerInterests';
import { notes } from './crm/notes';
import { customerbank, customerproof } from './crm/customerRecords';
import { brokerage } from './crm/brokerage';
import { bankloancontact } from './crm/bankLoanContacts';
import { reminder } from './crm/reminders';
import { loanrequiredocuments, mailTemplates, members } from './admin/readOnlyLists';
import { dealer, dealercategory } from './website/dealers';
import { constructionbuilder } from './website/constructionBuilders';
import { sitepage, sitepagemeta } from './website/sitePages';
import { plotsalestatuslist } from './sales/plotSaleStatusTypes';
import { message } from './admin/messages';
import { siteuser } from './website/siteUsers';
import { blog, blogcategory, blogcomment } from './website/blogs';
import { locationlandmark } from './website/landmarks';
import { sitecarousel, sitecarouselslide } from './website/carousels';
import { sitetestimonials } from './website/testimonials';
import { promobanner } from './website/promoBanners';
import { sellproperties } from './website/sellProperties';
import { customernotification } from './website/customerNotifications';
import { user } from './admin/users';
import { organization } from './admin/organizations';
import { activity } from './crm/activityFeed';
import { customergift, gift } from './crm/gifts';
import { customergroup, customeroffer, offergroup, offerlayout } from './crm/offers';
import { brokeroffergroup } from './crm/brokerOfferGroups';
import { customerimportfailed } from './crm/customerImportFailed';
import { purchasedland } from './inventory/purchasedland/schema';
import { listing, listingattribute, listingfacility } from './website/listings/schema';

export const SCHEMAS: readonly ResourceSchema[] = [
  documenttype,
  customerdocumenttype,
  plotsalestatuslist,
  source,
  layoutattributetype,
  listingattributetype,
  customerattributetype,
  listingfacilitytype,
  listingpropertytype,
  customerinteractiontype,
  neighbourservicetype,
  neighbourserviceperson,
  userdepartment,
  userdepartmentfield,
  usertask,
  userdepartmentreport,
  usertaskreport,
  customer,
  listing,
  listingattribute,
  listingfacility,
  customerbank,
  customerproof,
  customerinterest,
  customerinterestactivity,
  notes,
  brokerage,
  bankloancontact,
  reminder,
  dealercategory,
  dealer,
  constructionbuilder,
  sitepage,
  sitepagemeta,
  siteuser,
  blogcategory,
  blog,
  blogcomment,
  locationlandmark,
  purchasedland,
  sitetestimonials,
  sitecarousel,
  sitecarouselslide,
  promobanner,
  sellproperties,
  customernotification,
  mailTemplates,
  message,
  user,
  organization,
  members,
  loanrequiredocuments,
  activity,
  gift,
  customergift,
  customeroffer,
  customergroup,
  offerlayout,
  offergroup,
  brokeroffergroup,
  customerimportfailed,
];
