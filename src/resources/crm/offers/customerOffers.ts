/** Customer offers: English and Tamil side by side; the API answers `offervalid`, `offerpage_url`… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/customerOffers.ts"
import { defineSchema } from '../../../common/schema/define';
import { choice, date, flag, image, longText, number, richText, text, url } from '../../../common/schema/fields';

export const OFFER_TEXTS = {
  name: 'Name is required',
  status: 'Status is required',
  customerType: 'Customer type is required',
  expired: 'Expired',
  viewPage: 'View Page',
  assignLayout: 'Assign Layout',
  /** Not given by the specifications (the thrown failure of spec 2 §8 for the calls). */
  failed: 'Unable to process operation',
  layoutsAssigned: 'Layouts assigned to the offer.',
  layoutsRemoved: 'Layouts removed from the offer.',
  offersAssigned: 'Offers assigned to the group.',
  offersRemoved: 'Offers removed from the group.',
  /** The demo API's refusals. */
  noLayouts: 'Select at least one layout',
  noOffers: 'Select at least one offer',
} as const;

export const OFFER_STATUSES = ['Active', 'Inactive'] as const;
/** Spec 2 §3 "Registered is displayed as Existing, others exist" (G13: New, Registered, All). */
export const CUSTOMER_TYPES = ['New', 'Registered', 'All'] as const;
export const CUSTOMER_TYPE_TEXT = { Registered: 'Existing' } as const;

/** The public pages' site of the demo API (the real API answers its own `offerpage_url`). */
export const OFFER_SITE = 'https://offers.example.com';

const isValid = (toDate: unknown, today: string) => typeof toDate !== 'string' || !toDate || toDate.slice(0, 10) >= today;
/** Today in India (YYYY-MM-DD). */
const todayIst = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** An offer's page may be viewed: Active, valid, and with an http(s) page (spec 2 §2). */
export const offerPageShown = (record: Readonly<Record<string, unknown>>): boolean =>
  record.status === 'Active' &&
  record.offervalid !== false &&
  record.offervalid !== 0 &&
  typeof record.offerpage_url === 'string' &&
  /^https?:\/\/\S+$/i.test(record.offerpage_url);

/* Seed texts ------------------------------------------------------------------------------------ */

/** English and Tamil: name, intro, the content's points. */
const OFFERS: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
  [
    'Diwali Plot Booking Offer',
    'தீபாவளி மனை முன்பதிவு சலுகை',
    'Book a plot this Diwali and save on registration.',
    'இந்த தீபாவளிக்கு மனை முன்பதிவு செய்து பத்திரப்பதிவு செலவில் சேமியுங்கள்.',
    'Registration charges waived up to ₹50,000',
    'ரூ.50,000 வரை பத்திரப்பதிவு கட்டணம் தள்ளுபடி',
  ],
  [
    'Pongal Special Discount',
    'பொங்கல் சிறப்பு தள்ளுபடி',
    'A harvest-season discount on every DTCP approved plot.',
    'அனைத்து DTCP அங்கீகரிக்கப்பட்ட மனைகளுக்கும் அறுவடைக் கால தள்ளுபடி.',
    '5% off the plot price',
    'மனை விலையில் 5% தள்ளுபடி',
  ],
  [
    'Free Registration Offer',
    'இலவச பத்திரப்பதிவு சலுகை',
    'We pay the registration when you pay in full within 30 days.',
    '30 நாட்களுக்குள் முழுத் தொகை செலுத்தினால் பத்திரப்பதிவு செலவை நாங்கள் ஏற்கிறோம்.',
    'Registration and stamp duty paid by us',
    'பத்திரப்பதிவு மற்றும் முத்திரைத்தாள் கட்டணம் எங்கள் பொறுப்பு',
  ],
  [
    'Early Bird Price',
    'முன்பதிவு சிறப்பு விலை',
    'Launch prices for the first fifty bookings of a new layout.',
    'புதிய மனைப்பிரிவின் முதல் ஐம்பது முன்பதிவுகளுக்கு அறிமுக விலை.',
    'Launch price locked for 90 days',
    '90 நாட்களுக்கு அறிமுக விலை உறுதி',
  ],
  [
    'Loyal Customer Cashback',
    'நம்பிக்கையான வாடிக்கையாளர் பணத்திருப்பம்',
    'Existing customers get cashback on their second plot.',
    'ஏற்கனவே உள்ள வாடிக்கையாளர்களுக்கு இரண்டாவது மனைக்கு பணத்திருப்பம்.',
    '₹25,000 cashback on the second plot',
    'இரண்டாவது மனைக்கு ரூ.25,000 பணத்திருப்பம்',
  ],
  [
    'Gold Coin on Booking',
    'முன்பதிவுக்கு தங்க நாணயம்',
    'A gold coin for every booking made at the site office.',
    'தள மேலாண்மை அலுவலகத்தில் செய்யப்படும் ஒவ்வொரு முன்பதிவுக்கும் ஒரு தங்க நாணயம்.',
    'One 2 g gold coin per plot',
    'ஒவ்வொரு மனைக்கும் 2 கிராம் தங்க நாணயம்',
  ],
  [
    'Zero Interest EMI',
    'வட்டியில்லா தவணை',
    'Pay for your plot in twelve monthly instalments without interest.',
    'உங்கள் மனைக்கான தொகையை பன்னிரண்டு மாதத் தவணைகளில் வட்டியின்றி செலுத்துங்கள்.',
    '12 monthly instalments, no interest',
    '12 மாதத் தவணைகள், வட்டி இல்லை',
  ],
  [
    'Refer a Friend Bonus',
    'நண்பரை பரிந்துரைத்தால் போனஸ்',
    'Refer a friend who books a plot and both of you earn a bonus.',
    'மனை முன்பதிவு செய்யும் நண்பரை பரிந்துரைத்தால் இருவருக்கும் போனஸ்.',
    '₹10,000 for you and your friend',
    'உங்களுக்கும் உங்கள் நண்பருக்கும் ரூ.10,000',
  ],
  [
    'New Year Site Visit Offer',
    'புத்தாண்டு நேரடி பார்வை சலுகை',
    'Free pick-up and lunch for site visits in January.',
    'ஜனவரியில் நேரடி பார்வைக்கு இலவச வாகன வசதி மற்றும் மதிய உணவு.',
    'Free transport from Chennai and Chengalpattu',
    'சென்னை மற்றும் செங்கல்பட்டிலிருந்து இலவச வாகன வசதி',
  ],
  [
    'Corner Plot Discount',
    'மூலை மனை தள்ளுபடி',
    'Corner plots at the price of a regular plot this month.',
    'இந்த மாதம் மூலை மனைகள் சாதாரண மனை விலையில்.',
    'No corner premium',
    'மூலை மனைக்கு கூடுதல் கட்டணம் இல்லை',
  ],
  [
    'Tamil New Year Offer',
    'தமிழ் புத்தாண்டு சலுகை',
    'Celebrate Chithirai with a special price on villa plots.',
    'சித்திரைத் திருநாளை வில்லா மனைகளுக்கான சிறப்பு விலையுடன் கொண்டாடுங்கள்.',
    '₹100 off per square foot',
    'சதுர அடிக்கு ரூ.100 தள்ளுபடி',
  ],
  [
    'Senior Citizen Special',
    'மூத்த குடிமக்கள் சிறப்பு சலுகை',
    'An extra discount and priority registration for senior citizens.',
    'மூத்த குடிமக்களுக்கு கூடுதல் தள்ளுபடி மற்றும் முன்னுரிமை பத்திரப்பதிவு.',
    'Extra 2% off and doorstep documentation',
    'கூடுதல் 2% தள்ளுபடி மற்றும் வீடு தேடி ஆவண சேவை',
  ],
] as const;

const offerAt = (index: number, orgid: number) => OFFERS[(index + (orgid - 1) * 5) % OFFERS.length]!;
const content = (point: string, intro: string) => `<p>${intro}</p><ul><li>${point}</li></ul>`;

/** The seed's offers: every fourth expired (ended before the seed's day); the sixth without a page. */
const expiredAt = (index: number) => index % 4 === 3;

export const customeroffer = defineSchema({
  name: 'customeroffer',
  label: 'Customer Offers',
  singular: 'Customer Offer',
  group: 'sales',
  icon: 'offer',
  reducedMenu: false,
  perPage: 20,
  recordRepresentation: 'name',
  sideBySide: [
    ['name', 'name_tamil'],
    ['intro', 'intro_tamil'],
    ['content', 'content_tamil'],
  ],
  computed: (row, rows) => ({
    offervalid: isValid(row.to_date, todayIst()),
    // A page unless the row says it has none ('' in the seed); the real API answers its own.
    offerpage_url:
      row.offerpage_url !== undefined && row.offerpage_url !== null
        ? row.offerpage_url
        : `${OFFER_SITE}/${row.organization_id as number}/offer/${row.id}`,
    downloadqrcode_filename: `offer-${row.id}-qrcode.svg`,
    layouts: rows('offerlayout').filter(link => link.offer_id === row.id).length,
  }),
  fields: {
    name: text('Name')
      .required(OFFER_TEXTS.name)
      .in('list', 'search', 'sort')
      .seed(ctx => offerAt(ctx.index, ctx.orgid)[0]),
    name_tamil: text('Name (Tamil)')
      .in('search')
      .seed(ctx => offerAt(ctx.index, ctx.orgid)[1]),
    intro: longText('Intro').seed(ctx => offerAt(ctx.index, ctx.orgid)[2]),
    intro_tamil: longText('Intro (Tamil)').seed(ctx => offerAt(ctx.index, ctx.orgid)[3]),
    content: richText('Content').seed(ctx => content(offerAt(ctx.index, ctx.orgid)[4], offerAt(ctx.index, ctx.orgid)[2])),
    content_tamil: richText('Content (Tamil)').seed(ctx => content(offerAt(ctx.index, ctx.orgid)[5], offerAt(ctx.index, ctx.orgid)[3])),
    customer_type: choice('Customer Type', CUSTOMER_TYPES)
      .displayAs(CUSTOMER_TYPE_TEXT)
      .required(OFFER_TEXTS.customerType)
      .in('list', 'filter')
      .seed(ctx => CUSTOMER_TYPES[ctx.index % 3]!),
    from_date: date('From Date')
      .in('list', 'sort')
      .seed(ctx => (expiredAt(ctx.index) ? ctx.fake.date(-200, -120) : ctx.fake.date(-90, -1))),
    to_date: date('To Date')
      .in('list', 'sort')
      .seed(ctx => (expiredAt(ctx.index) ? ctx.fake.date(-100, -10) : ctx.fake.date(90, 240))),
    status: choice('Status', OFFER_STATUSES)
      .required(OFFER_TEXTS.status)
      .colors({ Active: 'success', Inactive: 'error' })
      .in('list', 'filter')
      .seed(ctx => (ctx.index % 5 === 4 ? 'Inactive' : 'Active')),
    image: image('Image')
      .answeredAs('image_url')
      .deletePath('customerofferimage')
      .in('list')
      .seed(ctx => (ctx.index % 3 === 1 ? null : ctx.fake.image(offerAt(ctx.index, ctx.orgid)[0]))),
    // Answered by the API (computed): shown, never written by the form.
    offervalid: flag('Valid').only('show').seed('skip'),
    // Until the list's own cell (OfferCells.tsx) loads: the same text, never a link the page may not have.
    offerpage_url: url('Page')
      .only('list', 'show')
      .displayWith((_, record) => (record.offervalid === false ? OFFER_TEXTS.expired : offerPageShown(record) ? undefined : '-'))
      .seed(ctx => (ctx.index === 5 ? '' : null)),
    layouts: number('Layouts').only('list').seed('skip'),
    // The list's QR code of the page (OfferCells.tsx), with its download named by this answer.
    downloadqrcode_filename: url('QR Code')
      .only('list')
      .displayWith(() => '')
      .seed('skip'),
  },
  seed: { count: o => (o === 1 ? 12 : 6) },
});

/** Who assigned the seed's link rows (offerlayout, offergroup). */
export const OFFER_ASSIGNERS = ['Karthik Raja', 'Priya Sundaram', 'Senthil Kumar'];
