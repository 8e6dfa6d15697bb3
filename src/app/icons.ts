/** The menu icons a schema declaration names (a declaration stays free of React imports). */
import type { ComponentType } from 'react';
import type { IconName } from '../common/iconNames';
import LabelIcon from '@mui/icons-material/Label';
import PeopleIcon from '@mui/icons-material/People';
import CampaignIcon from '@mui/icons-material/Campaign';
import HandshakeIcon from '@mui/icons-material/Handshake';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AlarmIcon from '@mui/icons-material/Alarm';
import MailIcon from '@mui/icons-material/Mail';
import GroupIcon from '@mui/icons-material/Group';
import RuleIcon from '@mui/icons-material/Rule';
import ForumIcon from '@mui/icons-material/Forum';
import CategoryIcon from '@mui/icons-material/Category';
import EngineeringIcon from '@mui/icons-material/Engineering';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ApartmentIcon from '@mui/icons-material/Apartment';
import TuneIcon from '@mui/icons-material/Tune';
import ChecklistIcon from '@mui/icons-material/Checklist';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import BadgeIcon from '@mui/icons-material/Badge';
import WebIcon from '@mui/icons-material/Web';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import ArticleIcon from '@mui/icons-material/Article';
import CommentIcon from '@mui/icons-material/Comment';
import PlaceIcon from '@mui/icons-material/Place';
import TerrainIcon from '@mui/icons-material/Terrain';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ViewDayIcon from '@mui/icons-material/ViewDay';
import RealEstateAgentIcon from '@mui/icons-material/RealEstateAgent';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import RedeemIcon from '@mui/icons-material/Redeem';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import EventNoteIcon from '@mui/icons-material/EventNote';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

export const ICONS: Readonly<Record<IconName, ComponentType>> = {
  default: LabelIcon,
  source: CampaignIcon,
  brokerage: HandshakeIcon,
  bank: AccountBalanceIcon,
  idproof: BadgeIcon,
  reminder: AlarmIcon,
  mail: MailIcon,
  message: ForwardToInboxIcon,
  members: GroupIcon,
  loandocs: RuleIcon,
  interaction: ForumIcon,
  category: CategoryIcon,
  service: EngineeringIcon,
  dealer: StorefrontIcon,
  builder: ApartmentIcon,
  attribute: TuneIcon,
  facility: ChecklistIcon,
  propertytype: HomeWorkIcon,
  department: BadgeIcon,
  page: WebIcon,
  meta: ManageSearchIcon,
  document: DescriptionIcon,
  customerdocument: FolderSharedIcon,
  status: PlaylistAddCheckIcon,
  listingattribute: ListAltIcon,
  listing: StorefrontIcon,
  customerattribute: ManageAccountsIcon,
  serviceperson: ContactPhoneIcon,
  siteuser: AccountCircleIcon,
  user: PersonIcon,
  customer: PeopleIcon,
  lead: TrendingUpIcon,
  leadactivity: EventNoteIcon,
  task: AssignmentIcon,
  departmentreport: AssessmentIcon,
  taskreport: AssignmentTurnedInIcon,
  organization: CorporateFareIcon,
  blog: ArticleIcon,
  comment: CommentIcon,
  landmark: PlaceIcon,
  purchasedland: TerrainIcon,
  carousel: ViewCarouselIcon,
  testimonial: RateReviewIcon,
  banner: ViewDayIcon,
  sellproperty: RealEstateAgentIcon,
  notification: NotificationsActiveIcon,
  activity: DynamicFeedIcon,
  gift: CardGiftcardIcon,
  giftcustomer: RedeemIcon,
  offer: LocalOfferIcon,
  customergroup: WorkspacePremiumIcon,
  brokeroffergroup: QrCode2Icon,
  importfailed: SyncProblemIcon,
};
