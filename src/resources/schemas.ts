/** Every schema declaration (plain resources), once. docs/decisions.md "Notes: src/resources/schemas.ts" */
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
import { source } from './crm/leads/source';
import { customer } from './crm/customers/customers';
import { customerinterest } from './crm/leads/customerInterests';
import { customerinterestactivity } from './crm/leads/customerInterestActivities';
import { notes } from './crm/customers/notes';
import { customerbank } from './crm/customers/customerBanks';
import { customerproof } from './crm/customers/customerProofs';
import { brokerage } from './crm/contacts/brokerage';
import { bankloancontact } from './crm/contacts/bankLoanContacts';
import { reminder } from './crm/activity/reminders';
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
import { activity } from './crm/activity/activities';
import { gift } from './crm/gifts/gifts';
import { customergift } from './crm/gifts/customerGifts';
import { customeroffer } from './crm/offers/customerOffers';
import { customergroup } from './crm/offers/customerGroups';
import { offerlayout } from './crm/offers/offerLayouts';
import { offergroup } from './crm/offers/offerGroups';
import { brokeroffergroup } from './crm/offers/brokerOfferGroups';
import { customerimportfailed } from './crm/customers/customerImportFailed';
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
