/**
 * Static vocabulary of the demo seed: Tamil Nadu places, streets, names and mobile numbers, the
 * organizations' projects and layouts, users, document types and gifts.
 */
import type { Random } from './context';

export interface Place {
  city: string;
  area: string;
  pincode: string;
}

export const PLACES: readonly Place[] = [
  { city: 'Chennai', area: 'Tambaram', pincode: '600045' },
  { city: 'Chennai', area: 'Velachery', pincode: '600042' },
  { city: 'Chennai', area: 'Porur', pincode: '600116' },
  { city: 'Chennai', area: 'Avadi', pincode: '600054' },
  { city: 'Chennai', area: 'Medavakkam', pincode: '600100' },
  { city: 'Chennai', area: 'Anna Nagar', pincode: '600040' },
  { city: 'Chennai', area: 'Perungalathur', pincode: '600063' },
  { city: 'Chennai', area: 'Padappai', pincode: '601301' },
  { city: 'Chennai', area: 'Guduvanchery', pincode: '603202' },
  { city: 'Coimbatore', area: 'Saravanampatti', pincode: '641035' },
  { city: 'Coimbatore', area: 'Thudiyalur', pincode: '641034' },
  { city: 'Coimbatore', area: 'Peelamedu', pincode: '641004' },
  { city: 'Coimbatore', area: 'Vadavalli', pincode: '641041' },
  { city: 'Coimbatore', area: 'Singanallur', pincode: '641005' },
  { city: 'Madurai', area: 'Thirunagar', pincode: '625006' },
  { city: 'Madurai', area: 'Othakadai', pincode: '625107' },
  { city: 'Madurai', area: 'K.K. Nagar', pincode: '625020' },
  { city: 'Madurai', area: 'Thiruparankundram', pincode: '625005' },
  { city: 'Trichy', area: 'Srirangam', pincode: '620006' },
  { city: 'Trichy', area: 'Thillai Nagar', pincode: '620018' },
  { city: 'Trichy', area: 'K.K. Nagar', pincode: '620021' },
  { city: 'Trichy', area: 'Manikandam', pincode: '620012' },
  { city: 'Tirunelveli', area: 'Palayamkottai', pincode: '627002' },
  { city: 'Tirunelveli', area: 'Vannarpettai', pincode: '627003' },
  { city: 'Tirunelveli', area: 'Perumalpuram', pincode: '627007' },
];

export const STREETS: readonly string[] = [
  'Gandhi Street',
  'Nehru Street',
  'Kamarajar Salai',
  'Periyar Nagar Main Road',
  'Bharathiyar Street',
  'VOC Street',
  'Anna Salai',
  'Thiruvalluvar Street',
  'Pillaiyar Koil Street',
  'Mariamman Koil Street',
  'Rajaji Street',
  '2nd Cross Street',
  '4th Main Road',
  'Ellaiamman Koil Street',
  'Bazaar Street',
  'Lake View Road',
];

export const MALE_NAMES: readonly string[] = [
  'Senthil',
  'Karthik',
  'Murugan',
  'Saravanan',
  'Vignesh',
  'Arunkumar',
  'Ramesh',
  'Suresh',
  'Balaji',
  'Prakash',
  'Dinesh',
  'Ganesh',
  'Manikandan',
  'Rajesh',
  'Sathish',
  'Vijay',
  'Ashok',
  'Mohan',
  'Kannan',
  'Selvam',
  'Pandian',
  'Velmurugan',
  'Sivakumar',
  'Anand',
  'Bharath',
  'Gokul',
  'Hari',
  'Jagan',
  'Kumaravel',
  'Lokesh',
  'Madhavan',
  'Naveen',
  'Palani',
  'Raghu',
  'Sakthivel',
  'Thirumalai',
  'Udhayakumar',
  'Venkatesh',
  'Yuvaraj',
  'Elango',
  'Ilango',
  'Muthu',
  'Natarajan',
  'Ravi',
  'Shankar',
  'Subramani',
  'Thangaraj',
  'Arjun',
  'Mani',
  'Kathir',
];

export const FEMALE_NAMES: readonly string[] = [
  'Priya',
  'Lakshmi',
  'Meena',
  'Kavitha',
  'Divya',
  'Anitha',
  'Revathi',
  'Saranya',
  'Deepa',
  'Gayathri',
  'Nandhini',
  'Keerthana',
  'Sangeetha',
  'Radha',
  'Vasuki',
  'Malathi',
  'Sumathi',
  'Jayanthi',
  'Bhuvana',
  'Chitra',
  'Devi',
  'Geetha',
  'Indira',
  'Janani',
  'Kalaivani',
  'Mahalakshmi',
  'Nithya',
  'Pavithra',
  'Ramya',
  'Shanthi',
  'Tamilselvi',
  'Uma',
  'Vidhya',
  'Yamuna',
  'Abirami',
  'Brindha',
  'Durga',
  'Hema',
  'Kamala',
  'Lavanya',
];

/** Patronymic family names. */
export const SURNAMES: readonly string[] = [
  'Raman',
  'Krishnan',
  'Subramanian',
  'Natarajan',
  'Sundaram',
  'Rajendran',
  'Palanisamy',
  'Murugesan',
  'Ramasamy',
  'Shanmugam',
  'Venkatesan',
  'Arumugam',
  'Chinnasamy',
  'Kandasamy',
  'Perumal',
  'Gopal',
  'Balasubramanian',
  'Selvaraj',
  'Annamalai',
  'Duraisamy',
  'Govindan',
  'Jayaraman',
  'Mariappan',
  'Muthusamy',
  'Nagarajan',
  'Pandiyan',
  'Ponnusamy',
  'Rangasamy',
  'Sivaraman',
  'Thangavel',
  'Velusamy',
  'Kaliappan',
  'Sekar',
  'Ravichandran',
  'Elumalai',
  'Loganathan',
];

/** A ten-digit Indian mobile number: 9, 8, 7 or 6 first (9 the most common). */
export const mobileNumber = (r: Random): string => String(r.pick([9, 9, 9, 8, 8, 7, 6])) + r.digits(9);

/** A mobile number not in `taken`, which it joins. */
export function uniqueMobile(r: Random, taken: Set<string>): string {
  for (;;) {
    const phone = mobileNumber(r);
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

export interface LayoutSeed {
  name: string;
  daysAgo: number;
  size?: [number, number];
  mega?: boolean;
}

export interface ProjectSeed {
  org: 1 | 2;
  name: string;
  area: string;
  city: string;
  lat: number;
  lng: number;
  /** Rupees per square foot. */
  rate: number;
  daysAgo: number;
  description: string;
  nearby: { distance: string; name: string }[];
  layouts: LayoutSeed[];
}

export const PROJECTS: readonly ProjectSeed[] = [
  {
    org: 1,
    name: 'Daga Nagar',
    area: 'Padappai',
    city: 'Chennai',
    lat: 12.8806,
    lng: 80.0215,
    rate: 2400,
    daysAgo: 398,
    description:
      'DTCP approved residential township on the Padappai - Oragadam road, 8 km from the Tambaram - Vandalur bypass, with black top roads, street lights and underground drainage.',
    nearby: [
      { distance: '1.5 km', name: 'Padappai Bus Stand' },
      { distance: '6 km', name: 'Oragadam Industrial Corridor' },
      { distance: '14 km', name: 'Tambaram Railway Station' },
      { distance: '3 km', name: 'Government Higher Secondary School' },
    ],
    layouts: [
      { name: 'Daga Nagar Phase 1', daysAgo: 396, size: [1600, 1100] },
      { name: 'Daga Nagar Phase 2 (Mega)', daysAgo: 74, size: [4200, 3000], mega: true },
      { name: 'Daga Nagar Phase 3', daysAgo: 31, size: [1800, 1200] },
    ],
  },
  {
    org: 1,
    name: 'Daga Gardens',
    area: 'Saravanampatti',
    city: 'Coimbatore',
    lat: 11.079,
    lng: 76.999,
    rate: 2900,
    daysAgo: 335,
    description:
      'Gated plotted community near the Saravanampatti IT parks with 30 ft and 33 ft roads, a children’s park and round-the-clock security.',
    nearby: [
      { distance: '2 km', name: 'KGiSL IT Park' },
      { distance: '4 km', name: 'Sathy Road' },
      { distance: '11 km', name: 'Coimbatore International Airport' },
    ],
    layouts: [
      { name: 'Daga Gardens Block A', daysAgo: 333 },
      { name: 'Daga Gardens Block B', daysAgo: 180 },
    ],
  },
  {
    org: 1,
    name: 'Daga Royal City',
    area: 'Thirunagar',
    city: 'Madurai',
    lat: 9.88,
    lng: 78.055,
    rate: 1900,
    daysAgo: 290,
    description:
      'Spacious residential plots close to Thirunagar and Thiruparankundram with wide roads, avenue trees and ready registration.',
    nearby: [
      { distance: '2.5 km', name: 'Thiruparankundram Temple' },
      { distance: '7 km', name: 'Madurai Junction' },
      { distance: '1 km', name: 'Thirunagar Bus Stop' },
    ],
    layouts: [
      { name: 'Royal City Phase 1', daysAgo: 288 },
      { name: 'Royal City Phase 2', daysAgo: 201 },
      { name: 'Royal City Extension', daysAgo: 96 },
    ],
  },
  {
    org: 1,
    name: 'Daga Riverside',
    area: 'Srirangam',
    city: 'Trichy',
    lat: 10.862,
    lng: 78.69,
    rate: 2300,
    daysAgo: 244,
    description: 'Plots on the banks of the Kollidam near Srirangam with temple-town connectivity and excellent ground water.',
    nearby: [
      { distance: '3 km', name: 'Sri Ranganathaswamy Temple' },
      { distance: '9 km', name: 'Trichy Central Bus Stand' },
      { distance: '2 km', name: 'Kollidam Bridge' },
    ],
    layouts: [
      { name: 'Riverside Enclave', daysAgo: 242 },
      { name: 'Riverside Premium', daysAgo: 120 },
    ],
  },
  {
    org: 1,
    name: 'Daga Green Valley',
    area: 'Palayamkottai',
    city: 'Tirunelveli',
    lat: 8.713,
    lng: 77.735,
    rate: 1300,
    daysAgo: 205,
    description:
      'Affordable DTCP approved plots near Palayamkottai with easy bank loans, close to schools, colleges and the new bus stand.',
    nearby: [
      { distance: '2 km', name: 'Palayamkottai Bus Stand' },
      { distance: '4 km', name: 'Tirunelveli Medical College' },
      { distance: '6 km', name: 'Tirunelveli Junction' },
    ],
    layouts: [
      { name: 'Green Valley East', daysAgo: 203 },
      { name: 'Green Valley West', daysAgo: 160 },
      { name: 'Green Valley North', daysAgo: 88 },
      { name: 'Green Valley Annexe', daysAgo: 6 },
    ],
  },
  {
    org: 1,
    name: 'Daga Avenue',
    area: 'Guduvanchery',
    city: 'Chennai',
    lat: 12.8447,
    lng: 80.06,
    rate: 3800,
    daysAgo: 152,
    description: 'Premium plots 1 km from the GST Road at Guduvanchery, walking distance to the railway station, with CMDA approval.',
    nearby: [
      { distance: '1 km', name: 'Guduvanchery Railway Station' },
      { distance: '1.2 km', name: 'GST Road' },
      { distance: '9 km', name: 'Mahindra World City' },
    ],
    layouts: [
      { name: 'Daga Avenue', daysAgo: 150 },
      { name: 'Daga Avenue II', daysAgo: 45 },
    ],
  },
  {
    org: 2,
    name: 'Green Acres Enclave',
    area: 'Thudiyalur',
    city: 'Coimbatore',
    lat: 11.079,
    lng: 76.941,
    rate: 2200,
    daysAgo: 380,
    description: 'Peaceful residential enclave off the Mettupalayam Road at Thudiyalur with Siruvani water supply.',
    nearby: [
      { distance: '1 km', name: 'Mettupalayam Road' },
      { distance: '3 km', name: 'Thudiyalur Market' },
    ],
    layouts: [
      { name: 'Green Acres Enclave Phase 1', daysAgo: 378, size: [1400, 1000] },
      { name: 'Green Acres Enclave Phase 2', daysAgo: 150, size: [1400, 1000] },
    ],
  },
  {
    org: 2,
    name: 'Green Acres Meadows',
    area: 'Othakadai',
    city: 'Madurai',
    lat: 9.939,
    lng: 78.193,
    rate: 1250,
    daysAgo: 262,
    description: 'Budget friendly plots on the Madurai - Melur highway at Othakadai, close to the Agricultural College.',
    nearby: [
      { distance: '1.5 km', name: 'Agricultural College' },
      { distance: '2 km', name: 'Yanaimalai' },
    ],
    layouts: [
      { name: 'Meadows North', daysAgo: 260, size: [1200, 800] },
      { name: 'Meadows South', daysAgo: 190, size: [1200, 800] },
      { name: 'Meadows Central', daysAgo: 60, size: [1400, 1000] },
    ],
  },
  {
    org: 2,
    name: 'Green Acres Palm Grove',
    area: 'Manikandam',
    city: 'Trichy',
    lat: 10.76,
    lng: 78.633,
    rate: 1100,
    daysAgo: 140,
    description: 'Palm-lined layout near the Trichy - Madurai National Highway at Manikandam with immediate registration.',
    nearby: [
      { distance: '500 m', name: 'NH 38' },
      { distance: '8 km', name: 'Trichy Junction' },
    ],
    layouts: [
      { name: 'Palm Grove', daysAgo: 138, size: [1200, 800] },
      { name: 'Palm Grove Extension', daysAgo: 20, size: [1200, 800] },
    ],
  },
];

export const ORG_NAMES: Record<number, string> = { 1: 'Daga Estates', 2: 'Green Acres Realty' };
export const ORG_DOMAINS: Record<number, string> = { 1: 'dagaestates.example.com', 2: 'greenacres.example.com' };

export interface UserSeed {
  name: string;
  department: string;
  designation: string;
  agent?: boolean;
  head?: boolean;
  blocked?: boolean;
  email?: string;
}

export const USERS: Record<number, UserSeed[]> = {
  1: [
    { name: 'Admin User', department: 'Administration', designation: 'Administrator', email: 'admin' },
    { name: 'Priya Staff', department: 'Sales', designation: 'Sales Executive', email: 'priya.staff' },
    { name: 'Arun Agent', department: 'Telecalling', designation: 'Telecaller', agent: true, email: 'arun.agent' },
    { name: 'Karthik Raja', department: 'Sales', designation: 'Sales Manager', head: true },
    { name: 'Meena Lakshmi', department: 'Telecalling', designation: 'Telecaller', agent: true },
    { name: 'Senthil Kumar', department: 'Sales', designation: 'Sales Executive' },
    { name: 'Divya Bharathi', department: 'Telecalling', designation: 'Senior Telecaller', agent: true },
    { name: 'Vignesh Murugan', department: 'Operations', designation: 'Site Engineer' },
    { name: 'Anitha Ramesh', department: 'Accounts', designation: 'Accountant' },
    { name: 'Suresh Babu', department: 'Sales', designation: 'Team Lead', head: true },
    { name: 'Lakshmi Narayanan', department: 'Documentation', designation: 'Documentation Officer' },
    { name: 'Gowtham Selvam', department: 'Marketing', designation: 'Marketing Executive', blocked: true },
  ],
  2: [
    { name: 'Ramya Krishnan', department: 'Administration', designation: 'Administrator' },
    { name: 'Balaji Subramani', department: 'Sales', designation: 'Sales Manager', head: true },
    { name: 'Kavitha Shankar', department: 'Telecalling', designation: 'Telecaller', agent: true },
    { name: 'Prakash Velu', department: 'Sales', designation: 'Sales Executive' },
    { name: 'Nandhini Arul', department: 'Accounts', designation: 'Accountant' },
  ],
};

export const DOCUMENT_TYPES: Record<number, [string, 0 | 1][]> = {
  1: [
    ['Sale Deed', 1],
    ['Patta', 1],
    ['EC (Encumbrance Certificate)', 1],
    ['Approval Plan', 1],
    ['Aadhaar', 0],
    ['PAN', 0],
    ['Loan Sanction Letter', 1],
    ['Layout Map', 0],
  ],
  2: [
    ['Sale Deed', 1],
    ['Patta', 1],
    ['EC (Encumbrance Certificate)', 1],
    ['Layout Map', 0],
  ],
};

export const CUSTOMER_DOCUMENT_TYPES: Record<number, [string, 0 | 1][]> = {
  1: [
    ['Aadhaar Card', 1],
    ['PAN Card', 1],
    ['Passport Size Photo', 0],
    ['Bank Statement (6 months)', 1],
    ['Salary Slip', 1],
    ['Address Proof', 0],
  ],
  2: [
    ['Aadhaar Card', 1],
    ['PAN Card', 1],
    ['Passport Size Photo', 0],
  ],
};

export const GIFTS: Record<number, [string, string, number, number][]> = {
  // name, description, points, quantity
  1: [
    ['Silver Coin 10 g', 'Lakshmi embossed 999 silver coin for every registration.', 500, 120],
    ['Wall Clock', 'Wooden finish wall clock with the Daga Estates logo.', 150, 200],
    ['Dinner Set', '24 piece melamine dinner set for the family.', 300, 80],
    ['Smart Watch', 'Fitness smart watch for referral champions.', 1200, 25],
    ['Gold Coin 2 g', '22 carat gold coin for customers who refer three buyers.', 2500, 15],
    ['Pressure Cooker', '5 litre stainless steel pressure cooker on booking.', 400, 60],
  ],
  2: [
    ['Silver Lamp', 'Kuthuvilakku in German silver for the house warming.', 400, 40],
    ['Tree Sapling Kit', 'Five coconut saplings planted on the plot.', 100, 150],
    ['Steel Water Bottle Set', 'Set of four steel bottles.', 120, 100],
  ],
};
