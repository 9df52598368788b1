// Demo content for the TenderLink seed script. Pure data: no imports, no side effects.
// Procuring entities and projects are realistic but fictional examples.

export const regions: string[] = [
  "Addis Ababa",
  "Afar",
  "Amhara",
  "Benishangul-Gumuz",
  "Central Ethiopia",
  "Dire Dawa",
  "Gambela",
  "Harari",
  "Oromia",
  "Sidama",
  "Somali",
  "South Ethiopia",
  "South West Ethiopia Peoples'",
  "Tigray",
];

export const languages: string[] = ["English", "Amharic", "Afaan Oromo", "Tigrinya"];

export const sources: string[] = [
  "Addis Zemen",
  "The Ethiopian Herald",
  "Reporter",
  "Capital",
  "Addis Fortune",
  "Ethiopian Public Procurement Agency portal (e-GP)",
  "Bariisaa",
];

export interface DemoCategory {
  name: string;
  subcategories: string[];
}

export const categories: DemoCategory[] = [
  {
    name: "Construction & Civil Works",
    subcategories: [
      "Building Construction",
      "Road Construction",
      "Bridge & Culvert Works",
      "Renovation & Maintenance",
      "Finishing Works",
      "Construction Materials",
    ],
  },
  {
    name: "ICT & Telecom",
    subcategories: [
      "Computers & Peripherals",
      "Networking Equipment",
      "Software & Licensing",
      "Telecom Infrastructure",
      "Data Center & Servers",
      "CCTV & Security Systems",
    ],
  },
  {
    name: "Medical & Pharmaceuticals",
    subcategories: [
      "Pharmaceuticals",
      "Medical Equipment",
      "Laboratory Reagents & Supplies",
      "Medical Consumables",
      "Hospital Furniture",
    ],
  },
  {
    name: "Vehicles & Machinery",
    subcategories: [
      "Vehicles",
      "Heavy Machinery",
      "Spare Parts & Tyres",
      "Vehicle Maintenance",
      "Motorcycles",
    ],
  },
  {
    name: "Office Supplies & Furniture",
    subcategories: [
      "Office Furniture",
      "Office Equipment",
      "Office Consumables",
      "School Furniture",
    ],
  },
  {
    name: "Consultancy Services",
    subcategories: [
      "Engineering Design & Supervision",
      "Audit & Financial Services",
      "Studies & Research",
      "Training & Capacity Building",
      "Management Consulting",
    ],
  },
  {
    name: "Agriculture & Agro-processing",
    subcategories: [
      "Seeds & Seedlings",
      "Fertilizers & Agro-chemicals",
      "Veterinary Drugs & Equipment",
      "Agricultural Equipment",
      "Agro-processing Machinery",
    ],
  },
  {
    name: "Energy & Electrical",
    subcategories: [
      "Electrical Materials",
      "Transformers & Switchgear",
      "Solar Energy Systems",
      "Generators",
      "Electrical Installation",
    ],
  },
  {
    name: "Printing & Stationery",
    subcategories: [
      "Printing Services",
      "Stationery",
      "Exam & Security Printing",
      "Promotional Materials",
    ],
  },
  {
    name: "Cleaning & Security Services",
    subcategories: [
      "Cleaning Services",
      "Security Guard Services",
      "Sanitary & Cleaning Materials",
      "Pest Control",
      "Gardening & Landscaping",
    ],
  },
  {
    name: "Water & Sanitation",
    subcategories: [
      "Water Supply Works",
      "Pipes & Fittings",
      "Pumps & Motors",
      "Borehole Drilling",
      "Sanitation Facilities",
      "Water Treatment Chemicals",
    ],
  },
  {
    name: "Food & Catering",
    subcategories: [
      "Catering Services",
      "Food Items",
      "Bakery & Flour Products",
      "Beverages",
      "Kitchen Equipment",
    ],
  },
  {
    name: "Textiles & Uniforms",
    subcategories: ["Uniforms & Garments", "Shoes & Leather Products", "Bedding & Linen"],
  },
];

export interface DemoTender {
  title: string;
  snippet: string;
  descriptionHtml: string;
  category: string;
  subcategories: string[];
  region: string;
  language: string;
  source: string;
  documentPrice: number | null;
  bidBond: number | null;
  publishedDaysAgo: number;
  closesInDays: number;
  /** Bids are opened this many days from now: the closing day (30 minutes after), or later. */
  opensInDays: number;
  /** When bids close, Addis Ababa time ("HH:MM"); else 10:00 or 14:00, as the text says. */
  closingTime?: string;
  documents: ("pdf" | "docx" | "xlsx")[];
}

export const tenders: DemoTender[] = [
  {
    title: "Construction of G+4 Office Building in Hawassa",
    snippet:
      "The Sidama National Regional State Finance Bureau invites eligible contractors of GC/BC Grade 3 and above to bid for the construction of a G+4 office building in Hawassa.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Sidama National Regional State Finance Bureau</strong> invites sealed bids from eligible contractors for the construction of a G+4 mixed-use office building in Hawassa city.</p>
<table><thead><tr><th>Lot</th><th>Scope of work</th><th>Location</th></tr></thead><tbody><tr><td>1</td><td>Substructure, superstructure and finishing works</td><td>Hawassa, Tabor sub-city</td></tr>
<tr><td>2</td><td>Sanitary and electrical installation works</td><td>Hawassa, Tabor sub-city</td></tr></tbody></table>
<h3>Eligibility</h3><ul><li>Renewed GC or BC Grade 3 (or above) licence and professional competence certificate</li><li>VAT registration certificate and TIN</li><li>Registration on the suppliers list of the Public Procurement Agency</li></ul>
<p>The bid document can be obtained for a non-refundable fee of <strong>Birr 500</strong>. A bid security of <strong>2%</strong> of the bid price is required. Bids close on the <u>21st day</u> after publication at 10:00 AM and are opened the same day at 10:30 AM.</p>`,
    category: "Construction & Civil Works",
    subcategories: ["Building Construction", "Finishing Works"],
    region: "Sidama",
    language: "English",
    source: "Reporter",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 3,
    closesInDays: 18,
    opensInDays: 18,
    documents: ["pdf", "docx"],
  },
  {
    title: "Upgrading of Debre Markos–Mota Road Section to Asphalt Concrete Standard",
    snippet:
      "The Ethiopian Roads Administration invites international and national contractors to bid for the upgrading of the Debre Markos–Mota road section under International Competitive Bidding.",
    descriptionHtml: `<h2>International Competitive Bidding (ICB)</h2><p>The <strong>Ethiopian Roads Administration (ERA)</strong> has received financing from the Government of Ethiopia and intends to apply part of the funds to eligible payments under the contract for the upgrading of the Debre Markos–Mota road section.</p>
<ul><li>Scope: earthworks, drainage structures, base course and asphalt concrete surfacing</li><li>Contract period: 36 months</li><li>Eligible bidders: RC/GC Grade 1 contractors or equivalent foreign contractors</li></ul>
<p>A complete set of bid documents may be purchased for a non-refundable fee of <strong>Birr 1,000</strong>. Bid security is as specified in the Bid Data Sheet. Bids must be delivered to ERA Head Office, Addis Ababa, on or before the <u>45th day</u> from the date of this notice.</p>`,
    category: "Construction & Civil Works",
    subcategories: ["Road Construction", "Bridge & Culvert Works"],
    region: "Amhara",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 1000,
    bidBond: null,
    publishedDaysAgo: 10,
    closesInDays: 35,
    opensInDays: 35,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "የአስፋልት መንገድ ግንባታ ሥራ ግልጽ ጨረታ",
    snippet:
      "የአዲስ አበባ ከተማ መንገዶች ባለሥልጣን በለሚ ኩራ ክፍለ ከተማ የአስፋልት መንገድ ግንባታ ሥራ ለማሠራት ብቁ የመንገድ ሥራ ተቋራጮችን በግልጽ ጨረታ ያወዳድራል።",
    descriptionHtml: `<h2>የግልጽ ጨረታ ማስታወቂያ</h2><p><strong>የአዲስ አበባ ከተማ መንገዶች ባለሥልጣን</strong> በለሚ ኩራ ክፍለ ከተማ የሚገኘውን የአስፋልት መንገድ ግንባታ ሥራ በግልጽ ጨረታ አወዳድሮ ማሠራት ይፈልጋል።</p>
<table><thead><tr><th>ሎት</th><th>የሥራው ዓይነት</th><th>ርዝመት</th></tr></thead><tbody><tr><td>ሎት 1</td><td>የአስፋልት መንገድ ግንባታ</td><td>3.2 ኪ.ሜ</td></tr>
<tr><td>ሎት 2</td><td>የጎን ውሃ መውረጃ ቦይ ሥራ</td><td>6.4 ኪ.ሜ</td></tr></tbody></table>
<h3>የተጫራቾች መስፈርቶች</h3><ul><li>የዘመኑን ግብር የከፈሉና የታደሰ የመንገድ ሥራ ተቋራጭ ፈቃድ ያላቸው፤</li><li>የግብር ከፋይ መለያ ቁጥር (TIN) እና የቫት ምዝገባ ሰርተፊኬት ያላቸው፤</li><li>በመንግሥት ግዥ አቅራቢዎች ዝርዝር ውስጥ የተመዘገቡ።</li></ul>
<p>ተጫራቾች የማይመለስ <strong>ብር 500</strong> በመክፈል የጨረታ ሰነዱን መግዛት ይችላሉ። የጨረታ ማስከበሪያ ዋስትና የጠቅላላ ዋጋውን <strong>2%</strong> ማስያዝ አለባቸው። ጨረታው በ15ኛው ቀን ከቀኑ 4:00 ሰዓት ተዘግቶ በዚያው ዕለት 4:30 ሰዓት ይከፈታል።</p>`,
    category: "Construction & Civil Works",
    subcategories: ["Road Construction"],
    region: "Addis Ababa",
    language: "Amharic",
    source: "Addis Zemen",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 5,
    closesInDays: 10,
    opensInDays: 10,
    documents: ["pdf"],
  },
  {
    title: "Maintenance and Renovation of Student Dormitories (Lot 1–2)",
    snippet:
      "Bahir Dar University invites BC/GC Grade 5 and above contractors for the maintenance and renovation of student dormitory blocks at Peda and Zenzelma campuses.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Bahir Dar University</strong> invites eligible contractors to submit sealed bids for the following renovation works:</p>
<table><thead><tr><th>Lot</th><th>Description</th><th>Campus</th><th>Blocks</th></tr></thead><tbody><tr><td>1</td><td>Roof, ceiling and painting works</td><td>Peda</td><td>6</td></tr>
<tr><td>2</td><td>Sanitary fixtures, tiling and plumbing works</td><td>Zenzelma</td><td>4</td></tr></tbody></table>
<p>Document fee: <strong>Birr 300</strong> per lot. Bid security: <strong>1%</strong> of the bid price. Bids close on the 21st day after publication at 9:00 AM.</p>`,
    category: "Construction & Civil Works",
    subcategories: ["Renovation & Maintenance", "Finishing Works"],
    region: "Amhara",
    language: "English",
    source: "Capital",
    documentPrice: 300,
    bidBond: 1,
    publishedDaysAgo: 30,
    closesInDays: -9,
    opensInDays: -9,
    closingTime: "09:00",
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Construction of Rural Footbridges and Box Culverts in Gambela Region",
    snippet:
      "The Gambela Regional Rural Roads Authority invites eligible contractors for the construction of four pedestrian footbridges and twelve box culverts.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Gambela Regional Rural Roads Authority</strong> invites sealed bids for the construction of rural access structures.</p>
<table><thead><tr><th>Item</th><th>Structure</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Steel truss footbridge (30 m span)</td><td>4</td><td>No.</td></tr>
<tr><td>2</td><td>Reinforced concrete box culvert (2 × 2 m)</td><td>12</td><td>No.</td></tr></tbody></table>
<p>Bids must be submitted through the <a href="https://egp.ppa.gov.et">e-GP portal</a>. Bid security: <strong>1%</strong>. Bids close on the 21st day after publication; opening takes place on the next working day.</p>`,
    category: "Construction & Civil Works",
    subcategories: ["Bridge & Culvert Works"],
    region: "Gambela",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 1,
    publishedDaysAgo: 12,
    closesInDays: 9,
    opensInDays: 10,
    documents: ["pdf"],
  },
  {
    title: "Beeksisa Caalbaasii: Ijaarsa Mana Barumsaa Sadarkaa Lammaffaa Adaamaa",
    snippet:
      "Biiroon Barnootaa Oromiyaa ijaarsa mana barumsaa sadarkaa lammaffaa magaalaa Adaamaatti caalbaasii banaadhaan dorgomsiisuu barbaada. Ijaartonni sadarkaa GC-4 fi isaa ol qaban hirmaachuu ni danda'u.",
    descriptionHtml: `<h2>Beeksisa Caalbaasii Banaa</h2><p><strong>Biiroon Barnootaa Oromiyaa</strong> ijaarsa mana barumsaa sadarkaa lammaffaa magaalaa Adaamaatti caalbaasii banaadhaan dorgomsiisuu barbaada.</p>
<h3>Ulaagaalee Hirmaattotaa</h3><ul><li>Hayyama daldalaa bara kanaaf haaromfame kan qaban;</li><li>Lakkoofsa eenyummaa kaffalaa gibiraa (TIN) fi galmee VAT kan qaban;</li><li>Galmee dhiyeessitootaa mootummaa keessatti kan galmaa'an.</li></ul>
<p>Dorgomtoonni sanada caalbaasii qarshii <strong>500</strong> hin deebi'amne kaffaluun bituu ni danda'u. Wabii caalbaasii <strong>2%</strong> dhiyeessuu qabu.</p>`,
    category: "Construction & Civil Works",
    subcategories: ["Building Construction"],
    region: "Oromia",
    language: "Afaan Oromo",
    source: "Bariisaa",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 6,
    closesInDays: 15,
    opensInDays: 15,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of 40 Desktop Computers and Accessories",
    snippet:
      "The Ethiopian Statistical Service invites eligible suppliers to bid for the supply of 40 desktop computers, UPS units and related accessories.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Ethiopian Statistical Service</strong> invites sealed bids from eligible suppliers for the following items:</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Desktop computer (Core i7, 16 GB RAM, 512 GB SSD, 24" monitor)</td><td>40</td><td>Pcs</td></tr>
<tr><td>2</td><td>Online UPS, 1.5 kVA</td><td>40</td><td>Pcs</td></tr>
<tr><td>3</td><td>Wireless keyboard and mouse set</td><td>40</td><td>Set</td></tr></tbody></table>
<p>Bids are submitted electronically on the <a href="https://egp.ppa.gov.et">e-GP portal</a>. Bid security: <strong>2%</strong>. <em>Partial bids will not be accepted.</em></p>`,
    category: "ICT & Telecom",
    subcategories: ["Computers & Peripherals"],
    region: "Addis Ababa",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 2,
    publishedDaysAgo: 2,
    closesInDays: 13,
    opensInDays: 13,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "የኮምፒዩተርና ተዛማጅ ዕቃዎች ግዥ",
    snippet:
      "የኢትዮጵያ ንግድ ባንክ ለቅርንጫፎቹ አገልግሎት የሚውሉ 120 ዴስክቶፕ ኮምፒዩተሮችንና 30 ፕሪንተሮችን በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።",
    descriptionHtml: `<h2>የጨረታ ማስታወቂያ</h2><p><strong>የኢትዮጵያ ንግድ ባንክ</strong> ከዚህ በታች የተዘረዘሩትን ዕቃዎች በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ተ.ቁ</th><th>የዕቃው ዓይነት</th><th>መለኪያ</th><th>ብዛት</th></tr></thead><tbody><tr><td>1</td><td>ዴስክቶፕ ኮምፒዩተር (Core i5, 8 GB RAM, 512 GB SSD)</td><td>በቁጥር</td><td>120</td></tr>
<tr><td>2</td><td>ሌዘር ፕሪንተር</td><td>በቁጥር</td><td>30</td></tr>
<tr><td>3</td><td>ዩፒኤስ (UPS) 1.5 kVA</td><td>በቁጥር</td><td>120</td></tr></tbody></table>
<ul><li>የዘመኑን ግብር የከፈሉና የታደሰ ንግድ ፈቃድ ያላቸው፤</li><li>የቫት ምዝገባ ሰርተፊኬት ያላቸው።</li></ul>
<p>የጨረታ ሰነዱ በማይመለስ <strong>ብር 300</strong> ይሸጣል። የጨረታ ማስከበሪያ ዋስትና <strong>2%</strong> ነው።</p>`,
    category: "ICT & Telecom",
    subcategories: ["Computers & Peripherals"],
    region: "Addis Ababa",
    language: "Amharic",
    source: "Reporter",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 4,
    closesInDays: 11,
    opensInDays: 11,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply, Installation and Commissioning of Campus Network (LAN and Wi-Fi)",
    snippet:
      "Jimma University invites qualified ICT firms to supply, install and commission structured cabling, switches and wireless access points for its main campus.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Jimma University</strong> invites sealed bids for the expansion of its campus network.</p>
<table><thead><tr><th>Lot</th><th>Item</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Layer 3 core switch, 48 ports</td><td>2</td><td>Pcs</td></tr>
<tr><td>1</td><td>Access switch, 24 ports PoE</td><td>36</td><td>Pcs</td></tr>
<tr><td>2</td><td>Indoor Wi-Fi 6 access point</td><td>180</td><td>Pcs</td></tr>
<tr><td>2</td><td>Cat 6 UTP cable</td><td>60</td><td>Box</td></tr></tbody></table>
<p>Bidders must hold a valid ICT trade licence and submit a <strong>1%</strong> bid security. Document fee: <strong>Birr 300</strong>.</p>`,
    category: "ICT & Telecom",
    subcategories: ["Networking Equipment"],
    region: "Oromia",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 1,
    publishedDaysAgo: 33,
    closesInDays: -12,
    opensInDays: -12,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply of Fibre Optic Cable and Accessories for Metro Network Expansion",
    snippet:
      "Ethio Telecom invites manufacturers and authorised distributors to bid for the supply of single-mode fibre optic cable, ODF units and splice closures.",
    descriptionHtml: `<h2>Request for Bids</h2><p><strong>Ethio Telecom</strong> invites eligible bidders to participate in the tender for the supply of fibre optic materials for metro network expansion in Addis Ababa.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Single-mode fibre optic cable, 48 core (G.652D)</td><td>350</td><td>km</td></tr>
<tr><td>2</td><td>Optical distribution frame, 96 port</td><td>120</td><td>Pcs</td></tr>
<tr><td>3</td><td>Dome splice closure</td><td>900</td><td>Pcs</td></tr></tbody></table>
<p>Tender documents are available for a non-refundable fee of <strong>Birr 1,000</strong>. Bid security: <strong>1%</strong> of the bid amount.</p>`,
    category: "ICT & Telecom",
    subcategories: ["Telecom Infrastructure"],
    region: "Addis Ababa",
    language: "English",
    source: "Capital",
    documentPrice: 1000,
    bidBond: 1,
    publishedDaysAgo: 8,
    closesInDays: 22,
    opensInDays: 22,
    documents: ["pdf", "docx", "xlsx"],
  },
  {
    title: "Supply and Installation of CCTV Surveillance System",
    snippet:
      "The Harari Regional State Police Commission invites licensed security system integrators to supply and install an IP-based CCTV surveillance system in Harar city.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Harari Regional State Police Commission</strong> invites sealed bids for an IP CCTV surveillance system.</p>
<ul><li>64 outdoor IP cameras (4 MP, IR, PoE)</li><li>Network video recorders with 90 days of storage</li><li>Control room video wall and operator workstations</li><li>Two years of on-site maintenance support</li></ul>
<p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>2%</strong>. Bids close on the 15th day after publication at 2:00 PM.</p>`,
    category: "ICT & Telecom",
    subcategories: ["CCTV & Security Systems"],
    region: "Harari",
    language: "English",
    source: "Reporter",
    documentPrice: 200,
    bidBond: 2,
    publishedDaysAgo: 28,
    closesInDays: -13,
    opensInDays: -13,
    closingTime: "14:00",
    documents: ["pdf"],
  },
  {
    title: "Procurement of Laboratory Reagents (Lot 1–3)",
    snippet:
      "The Ethiopian Public Health Institute invites eligible suppliers to bid for clinical chemistry, haematology and microbiology laboratory reagents in three lots.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Ethiopian Public Health Institute (EPHI)</strong> invites sealed bids for the supply of laboratory reagents.</p>
<table><thead><tr><th>Lot</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Clinical chemistry reagents</td><td>450</td><td>Kit</td></tr>
<tr><td>2</td><td>Haematology reagents and controls</td><td>300</td><td>Kit</td></tr>
<tr><td>3</td><td>Microbiology culture media</td><td>1,200</td><td>Pack</td></tr></tbody></table>
<ul><li>A valid certificate of competence from the Ethiopian Food and Drug Authority (EFDA) is mandatory</li><li>Products must have at least 75% remaining shelf life on delivery</li></ul><p>Document fee: <strong>Birr 300</strong>. Bid security: <strong>1%</strong> per lot.</p>`,
    category: "Medical & Pharmaceuticals",
    subcategories: ["Laboratory Reagents & Supplies"],
    region: "Addis Ababa",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 1,
    publishedDaysAgo: 5,
    closesInDays: 16,
    opensInDays: 16,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "የመድኃኒትና የሕክምና መገልገያዎች ግዥ",
    snippet:
      "የሲዳማ ክልል ጤና ቢሮ ለሆስፒታሎችና ለጤና ጣቢያዎች የሚያገለግሉ መድኃኒቶችንና የሕክምና መገልገያዎችን ለመግዛት ሕጋዊ ተጫራቾችን ይጋብዛል።",
    descriptionHtml: `<h2>የግልጽ ጨረታ ማስታወቂያ</h2><p><strong>የሲዳማ ክልል ጤና ቢሮ</strong> ከዚህ በታች የተዘረዘሩትን ዕቃዎች በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ሎት</th><th>የዕቃው ዓይነት</th></tr></thead><tbody><tr><td>ሎት 1</td><td>አንቲባዮቲክስና የህመም ማስታገሻ መድኃኒቶች</td></tr>
<tr><td>ሎት 2</td><td>የቀዶ ጥገና ጓንትና መርፌዎች</td></tr>
<tr><td>ሎት 3</td><td>የላቦራቶሪ መመርመሪያ ኪቶች</td></tr></tbody></table>
<ul><li>ከኢትዮጵያ ምግብና መድኃኒት ባለሥልጣን የሙያ ብቃት ማረጋገጫ ያላቸው፤</li><li>የዘመኑን ግብር የከፈሉና የታደሰ ንግድ ፈቃድ ያላቸው።</li></ul>
<p>የጨረታ ሰነዱን በማይመለስ <strong>ብር 200</strong> መግዛት ይቻላል። የጨረታ ማስከበሪያ ዋስትና <strong>1%</strong> ነው።</p>`,
    category: "Medical & Pharmaceuticals",
    subcategories: ["Pharmaceuticals", "Medical Consumables"],
    region: "Sidama",
    language: "Amharic",
    source: "Addis Zemen",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 3,
    closesInDays: 12,
    opensInDays: 12,
    documents: ["pdf"],
  },
  {
    title: "Supply of Medical Equipment for Primary Hospitals",
    snippet:
      "The Somali Regional State Health Bureau invites bids for the supply of anaesthesia machines, patient monitors and ultrasound units for six primary hospitals.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Somali Regional State Health Bureau</strong> (Jigjiga) invites sealed bids for medical equipment.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Anaesthesia machine with ventilator</td><td>6</td><td>Set</td></tr>
<tr><td>2</td><td>Multi-parameter patient monitor</td><td>24</td><td>Pcs</td></tr>
<tr><td>3</td><td>Portable ultrasound machine</td><td>6</td><td>Pcs</td></tr></tbody></table>
<p>Bidders shall provide installation, user training and a two-year warranty. Document fee: <strong>Birr 500</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Medical & Pharmaceuticals",
    subcategories: ["Medical Equipment"],
    region: "Somali",
    language: "English",
    source: "Reporter",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 35,
    closesInDays: -5,
    opensInDays: -5,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of Hospital Beds, Mattresses and Bedside Cabinets",
    snippet:
      "Jimma University Medical Center invites suppliers to bid for the supply of manual and electric hospital beds, mattresses and bedside cabinets.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Jimma University Medical Center</strong> invites sealed bids for hospital furniture.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Three-crank manual hospital bed</td><td>80</td><td>Pcs</td></tr>
<tr><td>2</td><td>Electric ICU bed</td><td>10</td><td>Pcs</td></tr>
<tr><td>3</td><td>Waterproof foam mattress</td><td>90</td><td>Pcs</td></tr>
<tr><td>4</td><td>Bedside cabinet, stainless steel</td><td>90</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Medical & Pharmaceuticals",
    subcategories: ["Hospital Furniture"],
    region: "Oromia",
    language: "English",
    source: "Capital",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 7,
    closesInDays: 8,
    opensInDays: 8,
    documents: ["pdf"],
  },
  {
    title: "Procurement of Essential Medicines and Medical Consumables",
    snippet:
      "The Ethiopian Pharmaceutical Supply Service invites manufacturers and suppliers to bid for essential medicines and consumables under framework agreements.",
    descriptionHtml: `<h2>International Competitive Bidding</h2><p>The <strong>Ethiopian Pharmaceutical Supply Service (EPSS)</strong> invites bids from eligible manufacturers and their authorised agents for essential medicines and medical consumables.</p>
<ol><li>Lot 1: Antibiotics (oral and injectable)</li><li>Lot 2: Cardiovascular and anti-diabetic medicines</li><li>Lot 3: Syringes, cannulas and surgical gloves</li></ol>
<p>Bids are submitted through the <a href="https://egp.ppa.gov.et">e-GP portal</a>. Bid security: <strong>2%</strong>. <em>Only products registered with EFDA are eligible.</em></p>`,
    category: "Medical & Pharmaceuticals",
    subcategories: ["Pharmaceuticals", "Medical Consumables"],
    region: "Addis Ababa",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 2,
    publishedDaysAgo: 40,
    closesInDays: -10,
    opensInDays: -9,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Procurement of Four Double-Cabin Pick-up Vehicles (4x4)",
    snippet:
      "The Benishangul-Gumuz Regional Agriculture Bureau invites authorised dealers to bid for the supply of four brand-new double-cabin 4x4 pick-up vehicles.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Benishangul-Gumuz Regional Agriculture Bureau</strong> (Assosa) invites sealed bids from authorised dealers.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Double-cabin pick-up, 4x4, diesel, 2,400–2,800 cc, manual</td><td>4</td><td>No.</td></tr></tbody></table>
<p>Vehicles must be delivered to Assosa with full service kit and a warranty of 3 years or 100,000 km. Document fee: <strong>Birr 300</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Vehicles & Machinery",
    subcategories: ["Vehicles"],
    region: "Benishangul-Gumuz",
    language: "English",
    source: "Reporter",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 4,
    closesInDays: 17,
    opensInDays: 17,
    documents: ["pdf"],
  },
  {
    title: "የተሽከርካሪ ግዥ ጨረታ",
    snippet:
      "የደቡብ ኢትዮጵያ ክልል ግብርና ቢሮ ለመስክ ሥራ የሚያገለግሉ ሁለት ደብል ጋቢና ፒክአፕ ተሽከርካሪዎችን በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።",
    descriptionHtml: `<h2>የጨረታ ማስታወቂያ</h2><p><strong>የደቡብ ኢትዮጵያ ክልል ግብርና ቢሮ</strong> ለመስክ ሥራ የሚያገለግሉ ተሽከርካሪዎችን መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ተ.ቁ</th><th>የተሽከርካሪው ዓይነት</th><th>ብዛት</th></tr></thead><tbody><tr><td>1</td><td>ደብል ጋቢና ፒክአፕ 4x4 (ዲዝል)</td><td>2</td></tr></tbody></table>
<p>ተጫራቾች የማይመለስ <strong>ብር 300</strong> በመክፈል የጨረታ ሰነዱን መግዛት ይችላሉ። የጨረታ ማስከበሪያ ዋስትና <strong>2%</strong> ነው።</p>`,
    category: "Vehicles & Machinery",
    subcategories: ["Vehicles"],
    region: "South Ethiopia",
    language: "Amharic",
    source: "Addis Zemen",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 27,
    closesInDays: -12,
    opensInDays: -12,
    documents: ["pdf"],
  },
  {
    title: "Supply of Heavy Construction Machinery (Excavators, Graders and Rollers)",
    snippet:
      "The Ethiopian Construction Works Corporation invites manufacturers and authorised dealers to bid for new heavy construction machinery.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Ethiopian Construction Works Corporation</strong> invites sealed bids for the following machinery:</p>
<table><thead><tr><th>Item</th><th>Machine</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Crawler excavator, 20–22 t</td><td>6</td><td>No.</td></tr>
<tr><td>2</td><td>Motor grader, 180 hp</td><td>4</td><td>No.</td></tr>
<tr><td>3</td><td>Vibratory roller, 12 t</td><td>4</td><td>No.</td></tr></tbody></table>
<p>Document fee: <strong>Birr 1,000</strong>. Bid security: <strong>1%</strong>. Bidders must have an established after-sales service centre in Ethiopia.</p>`,
    category: "Vehicles & Machinery",
    subcategories: ["Heavy Machinery"],
    region: "Addis Ababa",
    language: "English",
    source: "Addis Fortune",
    documentPrice: 1000,
    bidBond: 1,
    publishedDaysAgo: 14,
    closesInDays: 16,
    opensInDays: 16,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of Tyres, Batteries and Spare Parts for City Buses",
    snippet:
      "Anbessa City Bus Service Enterprise invites suppliers to bid for tyres, batteries and fast-moving spare parts for its city bus fleet.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Anbessa City Bus Service Enterprise</strong> invites sealed bids for the following lots:</p>
<table><thead><tr><th>Lot</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Tyre 295/80 R22.5</td><td>600</td><td>Pcs</td></tr>
<tr><td>2</td><td>Battery 12 V, 200 Ah</td><td>150</td><td>Pcs</td></tr>
<tr><td>3</td><td>Brake pads, filters and belts (as per list)</td><td>1</td><td>Lot</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Vehicles & Machinery",
    subcategories: ["Spare Parts & Tyres"],
    region: "Addis Ababa",
    language: "English",
    source: "Capital",
    documentPrice: 200,
    bidBond: 2,
    publishedDaysAgo: 2,
    closesInDays: 13,
    opensInDays: 13,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Vehicle Maintenance and Repair Services (Framework Agreement)",
    snippet:
      "Dire Dawa University invites licensed garages to bid for a one-year framework agreement for the maintenance and repair of its vehicle fleet.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Dire Dawa University</strong> intends to sign a one-year framework agreement with licensed garages for the maintenance of about 45 light and heavy vehicles.</p>
<ul><li>Valid Grade 1 or Grade 2 garage licence</li><li>Own workshop in Dire Dawa with diagnostic equipment</li><li>Labour rates and spare parts prices quoted separately</li></ul><p>Document fee: <strong>Birr 150</strong>. Bid security: <strong>0.5%</strong>.</p>`,
    category: "Vehicles & Machinery",
    subcategories: ["Vehicle Maintenance"],
    region: "Dire Dawa",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 150,
    bidBond: 0.5,
    publishedDaysAgo: 22,
    closesInDays: -7,
    opensInDays: -7,
    documents: ["pdf"],
  },
  {
    title: "Procurement of 25 Motorcycles for Agricultural Extension Workers",
    snippet:
      "The South West Ethiopia Peoples' Regional Agriculture Bureau invites bids for 25 off-road motorcycles for development agents.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>South West Ethiopia Peoples' Regional Agriculture Bureau</strong> (Bonga) invites sealed bids.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Off-road motorcycle, 125–150 cc, with helmet</td><td>25</td><td>No.</td></tr></tbody></table>
<p>Bids are submitted on the e-GP portal and opened on the next working day after closing. Bid security: <strong>1%</strong>.</p>`,
    category: "Vehicles & Machinery",
    subcategories: ["Motorcycles"],
    region: "South West Ethiopia Peoples'",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 1,
    publishedDaysAgo: 6,
    closesInDays: 9,
    opensInDays: 10,
    documents: ["pdf"],
  },
  {
    title: "የቢሮ ዕቃዎች ግዥ",
    snippet:
      "የአማራ ክልል ትምህርት ቢሮ ለበጀት ዓመቱ የሚያገለግሉ የቢሮ ጠረጴዛዎች፣ ወንበሮችና የፋይል መደርደሪያዎች ግዥ ለመፈጸም ብቁ ተጫራቾችን ይጋብዛል።",
    descriptionHtml: `<h2>የግልጽ ጨረታ ማስታወቂያ</h2><p><strong>የአማራ ክልል ትምህርት ቢሮ</strong> ከዚህ በታች የተዘረዘሩትን የቢሮ ዕቃዎች በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ተ.ቁ</th><th>የዕቃው ዓይነት</th><th>መለኪያ</th><th>ብዛት</th></tr></thead><tbody><tr><td>1</td><td>የቢሮ ጠረጴዛ</td><td>በቁጥር</td><td>60</td></tr>
<tr><td>2</td><td>የቢሮ ወንበር</td><td>በቁጥር</td><td>60</td></tr>
<tr><td>3</td><td>የብረት ፋይል መደርደሪያ</td><td>በቁጥር</td><td>25</td></tr>
<tr><td>4</td><td>የስብሰባ ጠረጴዛ</td><td>በቁጥር</td><td>4</td></tr></tbody></table>
<p>ተጫራቾች የማይመለስ <strong>ብር 200</strong> በመክፈል የጨረታ ሰነዱን ከባሕር ዳር ቢሮው መግዛት ይችላሉ። የጨረታ ማስከበሪያ ዋስትና <strong>1%</strong> ነው።</p>`,
    category: "Office Supplies & Furniture",
    subcategories: ["Office Furniture"],
    region: "Amhara",
    language: "Amharic",
    source: "Addis Zemen",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 1,
    closesInDays: 14,
    opensInDays: 14,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of Photocopy Machines and Printers",
    snippet:
      "Addis Ababa University invites suppliers to bid for high-volume photocopy machines and network laser printers for its colleges.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Addis Ababa University</strong> invites sealed bids for the supply of office equipment.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Multifunction photocopier, 45 ppm, A3</td><td>12</td><td>Pcs</td></tr>
<tr><td>2</td><td>Network laser printer, A4 duplex</td><td>30</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Office Supplies & Furniture",
    subcategories: ["Office Equipment"],
    region: "Addis Ababa",
    language: "English",
    source: "Reporter",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 24,
    closesInDays: -9,
    opensInDays: -9,
    documents: ["pdf"],
  },
  {
    title: "Supply of Office Consumables (Toner, Paper and Files)",
    snippet:
      "Ethiopian Electric Utility, Western Region (Nekemte), invites suppliers to bid for toner cartridges, photocopy paper and filing materials.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Ethiopian Electric Utility – Western Region</strong> invites sealed bids for office consumables.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Photocopy paper A4, 80 g/m²</td><td>1,500</td><td>Ream</td></tr>
<tr><td>2</td><td>Original toner cartridges (assorted)</td><td>220</td><td>Pcs</td></tr>
<tr><td>3</td><td>Box files and lever arch files</td><td>800</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 100</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Office Supplies & Furniture",
    subcategories: ["Office Consumables"],
    region: "Oromia",
    language: "English",
    source: "Capital",
    documentPrice: 100,
    bidBond: 1,
    publishedDaysAgo: 5,
    closesInDays: 10,
    opensInDays: 10,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply of 2,000 Student Desks for Primary Schools",
    snippet:
      "The Gambela Regional Education Bureau invites manufacturers and suppliers to bid for 2,000 two-seater student desks for primary schools.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Gambela Regional Education Bureau</strong> invites sealed bids for school furniture.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Two-seater student desk, metal frame with hardwood top</td><td>2,000</td><td>Pcs</td></tr>
<tr><td>2</td><td>Teacher's table and chair</td><td>80</td><td>Set</td></tr></tbody></table>
<p>Delivery to 25 schools across the region. Document fee: <strong>Birr 300</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Office Supplies & Furniture",
    subcategories: ["School Furniture"],
    region: "Gambela",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 11,
    closesInDays: 10,
    opensInDays: 10,
    documents: ["pdf"],
  },
  {
    title: "Beeksisa Caalbaasii: Bittaa Meeshaalee Waajjiraa fi Kompiitaraa",
    snippet:
      "Yuunivarsiitiin Jimmaa meeshaalee waajjiraa fi kompiitaraa caalbaasii banaadhaan bituu barbaada. Dorgomtoonni ulaagaa barbaachisu guuttatan hirmaachuu ni danda'u.",
    descriptionHtml: `<h2>Beeksisa Caalbaasii Banaa</h2><p><strong>Yuunivarsiitiin Jimmaa</strong> meeshaalee armaan gadii caalbaasii banaadhaan bituu barbaada.</p>
<table><thead><tr><th>Lak.</th><th>Gosa Meeshaa</th><th>Baay'ina</th></tr></thead><tbody><tr><td>1</td><td>Minjaala waajjiraa</td><td>40</td></tr>
<tr><td>2</td><td>Teessoo waajjiraa</td><td>40</td></tr>
<tr><td>3</td><td>Kompiitara Desktop</td><td>25</td></tr></tbody></table>
<p>Dorgomtoonni sanada caalbaasii qarshii <strong>200</strong> hin deebi'amne kaffaluun bituu ni danda'u. Wabii caalbaasii <strong>1%</strong> dhiyeessuu qabu.</p>`,
    category: "Office Supplies & Furniture",
    subcategories: ["Office Furniture", "Office Equipment"],
    region: "Oromia",
    language: "Afaan Oromo",
    source: "Bariisaa",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 3,
    closesInDays: 12,
    opensInDays: 12,
    documents: ["pdf"],
  },
  {
    title: "ግሉጽ ጨረታ፡ ዕድጊት ናይ ቤት ጽሕፈት ኣቑሑ",
    snippet: "ዩኒቨርሲቲ መቐለ ዝተፈላለዩ ናይ ቤት ጽሕፈት ኣቑሑ ብግሉጽ ጨረታ ኣወዳዲሩ ክዕድግ ይደሊ።",
    descriptionHtml: `<h2>ግሉጽ ጨረታ</h2><p>ዩኒቨርሲቲ መቐለ ዝተፈላለዩ ናይ ቤት ጽሕፈት ኣቑሑ ብግሉጽ ጨረታ ኣወዳዲሩ ክዕድግ ይደሊ።</p>
<p><em>English summary:</em> <strong>Mekelle University</strong> invites eligible suppliers to bid for office furniture.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Executive office desk</td><td>30</td><td>Pcs</td></tr>
<tr><td>2</td><td>Ergonomic office chair</td><td>120</td><td>Pcs</td></tr>
<tr><td>3</td><td>Steel filing cabinet, 4 drawers</td><td>40</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Office Supplies & Furniture",
    subcategories: ["Office Furniture"],
    region: "Tigray",
    language: "Tigrinya",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 8,
    closesInDays: 7,
    opensInDays: 7,
    documents: ["pdf"],
  },
  {
    title:
      "Request for Expression of Interest: Design and Supervision of Industrial Park Expansion",
    snippet:
      "The Industrial Parks Development Corporation invites consulting firms to express interest in the design and construction supervision of the Hawassa Industrial Park expansion.",
    descriptionHtml: `<h2>Request for Expression of Interest (REOI)</h2><p>The <strong>Industrial Parks Development Corporation (IPDC)</strong> invites eligible consulting firms to express their interest in providing the following services for the expansion of Hawassa Industrial Park:</p>
<ol><li>Detailed architectural and engineering design</li><li>Preparation of bid documents and bills of quantities</li><li>Construction supervision and contract administration</li></ol>
<p>Interested firms must provide information demonstrating that they have the required qualifications and relevant experience. A consultant will be selected using the <em>Quality and Cost Based Selection (QCBS)</em> method. Expressions of interest must be delivered within <u>21 days</u> of this notice.</p>`,
    category: "Consultancy Services",
    subcategories: ["Engineering Design & Supervision"],
    region: "Sidama",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: null,
    bidBond: null,
    publishedDaysAgo: 4,
    closesInDays: 17,
    opensInDays: 17,
    documents: ["pdf"],
  },
  {
    title: "External Audit Services for the Annual Financial Statements",
    snippet:
      "The Harar Water Supply and Sewerage Authority invites authorised audit firms to submit proposals for the external audit of its financial statements.",
    descriptionHtml: `<h2>Request for Proposals</h2><p>The <strong>Harar Water Supply and Sewerage Authority</strong> invites audit firms licensed by the Accounting and Auditing Board of Ethiopia to submit technical and financial proposals.</p>
<ul><li>Audit of financial statements prepared under IFRS for Public Sector Entities</li><li>Management letter on internal controls</li><li>Firms must have audited at least two public enterprises in the last five years</li></ul><p>Proposals are due on the 15th day after publication.</p>`,
    category: "Consultancy Services",
    subcategories: ["Audit & Financial Services"],
    region: "Harari",
    language: "English",
    source: "Addis Fortune",
    documentPrice: null,
    bidBond: null,
    publishedDaysAgo: 30,
    closesInDays: -15,
    opensInDays: -15,
    documents: ["pdf", "docx"],
  },
  {
    title: "Feasibility Study for Small-Scale Irrigation Schemes in Afar Region",
    snippet:
      "The Afar Regional Irrigation and Pastoral Development Bureau invites consulting firms to bid for feasibility studies and detailed design of five small-scale irrigation schemes.",
    descriptionHtml: `<h2>Request for Proposals</h2><p>The <strong>Afar Regional Irrigation and Pastoral Development Bureau</strong> (Semera) invites proposals for the following assignment:</p>
<table><thead><tr><th>Scheme</th><th>Woreda</th><th>Command area (ha)</th></tr></thead><tbody><tr><td>Scheme A</td><td>Asayita</td><td>450</td></tr>
<tr><td>Scheme B</td><td>Dubti</td><td>380</td></tr>
<tr><td>Scheme C</td><td>Amibara</td><td>520</td></tr></tbody></table>
<p>Proposals shall be submitted on the <a href="https://egp.ppa.gov.et">e-GP portal</a>. Bid security: <strong>0.5%</strong> of the proposed fee.</p>`,
    category: "Consultancy Services",
    subcategories: ["Studies & Research", "Engineering Design & Supervision"],
    region: "Afar",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 0.5,
    publishedDaysAgo: 9,
    closesInDays: 21,
    opensInDays: 21,
    documents: ["pdf", "docx"],
  },
  {
    title: "Provision of Leadership and Procurement Management Training",
    snippet:
      "The Ethiopian Civil Service University invites training institutions and consulting firms to deliver short-term leadership and public procurement training.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Ethiopian Civil Service University</strong> invites proposals for short-term training programmes.</p>
<table><thead><tr><th>Module</th><th>Participants</th><th>Duration</th></tr></thead><tbody><tr><td>Strategic leadership for middle managers</td><td>120</td><td>5 days</td></tr>
<tr><td>Public procurement and contract management</td><td>90</td><td>10 days</td></tr></tbody></table><p>Document fee: <strong>Birr 100</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Consultancy Services",
    subcategories: ["Training & Capacity Building"],
    region: "Addis Ababa",
    language: "English",
    source: "Reporter",
    documentPrice: 100,
    bidBond: 1,
    publishedDaysAgo: 0,
    closesInDays: 15,
    opensInDays: 15,
    documents: ["pdf"],
  },
  {
    title: "Consultancy Service for Digital Transformation Strategy Development",
    snippet:
      "Ethiopian Shipping and Logistics Services Enterprise invites consulting firms to submit proposals for developing a five-year digital transformation strategy.",
    descriptionHtml: `<h2>Request for Proposals</h2><p><strong>Ethiopian Shipping and Logistics Services Enterprise</strong> seeks a qualified firm to assess its current systems and develop a digital transformation strategy and roadmap.</p>
<ul><li>Current-state assessment of business processes and IT systems</li><li>Target architecture, roadmap and investment plan</li><li>Change management and capacity building plan</li></ul><p>Proposals are evaluated on a <em>quality and cost</em> basis (80/20).</p>`,
    category: "Consultancy Services",
    subcategories: ["Management Consulting"],
    region: "Addis Ababa",
    language: "English",
    source: "Capital",
    documentPrice: null,
    bidBond: null,
    publishedDaysAgo: 36,
    closesInDays: -15,
    opensInDays: -15,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of Improved Maize and Wheat Seeds",
    snippet:
      "The Oromia Regional Agriculture Bureau invites licensed seed producers to bid for certified improved maize and bread wheat seeds.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Oromia Regional Agriculture Bureau</strong> invites sealed bids for certified seed.</p>
<table><thead><tr><th>Lot</th><th>Crop / variety</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Hybrid maize (BH-661 or equivalent)</td><td>4,500</td><td>Quintal</td></tr>
<tr><td>2</td><td>Bread wheat (certified C1)</td><td>6,000</td><td>Quintal</td></tr></tbody></table>
<p>Seeds must be certified by the regional seed quality control laboratory. Document fee: <strong>Birr 300</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Agriculture & Agro-processing",
    subcategories: ["Seeds & Seedlings"],
    region: "Oromia",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 1,
    publishedDaysAgo: 6,
    closesInDays: 9,
    opensInDays: 9,
    documents: ["pdf"],
  },
  {
    title: "ግሉጽ ጨረታ፡ ዕድጊት ናይ ሕርሻ መሳርሒታት",
    snippet: "ቢሮ ሕርሻን ገጠር ልምዓትን ክልል ትግራይ ዝተፈላለዩ ናይ ሕርሻ መሳርሒታት ብግሉጽ ጨረታ ኣወዳዲሩ ክዕድግ ይደሊ።",
    descriptionHtml: `<h2>ግሉጽ ጨረታ</h2><p>ቢሮ ሕርሻን ገጠር ልምዓትን ክልል ትግራይ ዝተፈላለዩ ናይ ሕርሻ መሳርሒታት ብግሉጽ ጨረታ ኣወዳዲሩ ክዕድግ ይደሊ።</p>
<p><em>English summary:</em> the <strong>Tigray Bureau of Agriculture and Rural Development</strong> invites bids for agricultural equipment.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Two-wheel walking tractor with implements</td><td>40</td><td>No.</td></tr>
<tr><td>2</td><td>Motorised water pump, 3 inch</td><td>150</td><td>No.</td></tr>
<tr><td>3</td><td>Knapsack sprayer, 16 litre</td><td>1,000</td><td>No.</td></tr></tbody></table><p>Document fee: <strong>Birr 300</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Agriculture & Agro-processing",
    subcategories: ["Agricultural Equipment"],
    region: "Tigray",
    language: "Tigrinya",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 26,
    closesInDays: -11,
    opensInDays: -11,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply of Veterinary Drugs and Vaccines",
    snippet:
      "The Somali Regional Livestock and Pastoral Development Bureau invites EFDA-licensed suppliers to bid for veterinary drugs, vaccines and cold-chain equipment.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Somali Regional Livestock and Pastoral Development Bureau</strong> invites sealed bids.</p>
<table><thead><tr><th>Lot</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Oxytetracycline injection 20%, 100 ml</td><td>8,000</td><td>Vial</td></tr>
<tr><td>2</td><td>Albendazole 2,500 mg bolus</td><td>50,000</td><td>Bolus</td></tr>
<tr><td>3</td><td>Vaccine refrigerator, solar direct drive</td><td>12</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Agriculture & Agro-processing",
    subcategories: ["Veterinary Drugs & Equipment"],
    region: "Somali",
    language: "English",
    source: "Addis Fortune",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 10,
    closesInDays: 5,
    opensInDays: 5,
    documents: ["pdf"],
  },
  {
    title: "Supply of Agro-chemicals (Herbicides, Insecticides and Fungicides)",
    snippet:
      "The Amhara Agricultural Input Supply Enterprise invites registered importers and distributors to bid for herbicides, insecticides and fungicides.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Amhara Agricultural Input Supply Enterprise</strong> invites sealed bids for crop protection products.</p>
<table><thead><tr><th>Lot</th><th>Product</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>2,4-D amine 720 g/L</td><td>60,000</td><td>Litre</td></tr>
<tr><td>2</td><td>Lambda-cyhalothrin 5% EC</td><td>25,000</td><td>Litre</td></tr>
<tr><td>3</td><td>Mancozeb 80% WP</td><td>40,000</td><td>kg</td></tr></tbody></table>
<p>Products must be registered with the Ministry of Agriculture. Document fee: <strong>Birr 500</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Agriculture & Agro-processing",
    subcategories: ["Fertilizers & Agro-chemicals"],
    region: "Amhara",
    language: "English",
    source: "Reporter",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 2,
    closesInDays: 19,
    opensInDays: 19,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply and Installation of Coffee Pulping and Washing Machinery",
    snippet:
      "Sidama Coffee Farmers' Cooperative Union invites manufacturers to supply and install coffee pulpers, washing channels and drying equipment.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Sidama Coffee Farmers' Cooperative Union</strong> invites sealed bids for wet-mill equipment for member cooperatives.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Disc coffee pulper, 3,000 kg/h, with motor</td><td>8</td><td>Set</td></tr>
<tr><td>2</td><td>Mechanical demucilager</td><td>8</td><td>Set</td></tr>
<tr><td>3</td><td>Raised drying beds (mesh and frames)</td><td>400</td><td>No.</td></tr></tbody></table>
<p>Bids are opened the day after closing at the Union's Hawassa office. Document fee: <strong>Birr 300</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Agriculture & Agro-processing",
    subcategories: ["Agro-processing Machinery"],
    region: "Sidama",
    language: "English",
    source: "Capital",
    documentPrice: 300,
    bidBond: 1,
    publishedDaysAgo: 7,
    closesInDays: 14,
    opensInDays: 15,
    documents: ["pdf"],
  },
  {
    title: "Supply of Tree Seedlings for the Green Legacy Programme",
    snippet:
      "The Central Ethiopia Regional Agriculture Bureau invites nurseries to bid for the supply of fruit and indigenous tree seedlings for the Green Legacy planting season.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Central Ethiopia Regional Agriculture Bureau</strong> (Hossana) invites bids from licensed nurseries.</p>
<table><thead><tr><th>Lot</th><th>Species</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Avocado (grafted)</td><td>150,000</td><td>Seedling</td></tr>
<tr><td>2</td><td>Mango (grafted)</td><td>80,000</td><td>Seedling</td></tr>
<tr><td>3</td><td>Cordia africana and Croton macrostachyus</td><td>400,000</td><td>Seedling</td></tr></tbody></table><p>Document fee: <strong>Birr 150</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Agriculture & Agro-processing",
    subcategories: ["Seeds & Seedlings"],
    region: "Central Ethiopia",
    language: "English",
    source: "Addis Fortune",
    documentPrice: 150,
    bidBond: 1,
    publishedDaysAgo: 38,
    closesInDays: -17,
    opensInDays: -17,
    documents: ["pdf"],
  },
  {
    title: "Supply of Distribution Transformers (50–315 kVA)",
    snippet:
      "Ethiopian Electric Utility invites manufacturers to bid for oil-immersed distribution transformers for network rehabilitation in Addis Ababa.",
    descriptionHtml: `<h2>International Competitive Bidding</h2><p><strong>Ethiopian Electric Utility (EEU)</strong> invites sealed bids from eligible manufacturers for distribution transformers (15/0.4 kV).</p>
<table><thead><tr><th>Item</th><th>Rating</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>50 kVA, 15/0.4 kV</td><td>120</td><td>Pcs</td></tr>
<tr><td>2</td><td>100 kVA, 15/0.4 kV</td><td>200</td><td>Pcs</td></tr>
<tr><td>3</td><td>200 kVA, 15/0.4 kV</td><td>150</td><td>Pcs</td></tr>
<tr><td>4</td><td>315 kVA, 15/0.4 kV</td><td>80</td><td>Pcs</td></tr></tbody></table>
<p>Type test reports to IEC 60076 are mandatory. Document fee: <strong>Birr 1,000</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Energy & Electrical",
    subcategories: ["Transformers & Switchgear"],
    region: "Addis Ababa",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 1000,
    bidBond: 1,
    publishedDaysAgo: 3,
    closesInDays: 27,
    opensInDays: 27,
    documents: ["pdf", "docx", "xlsx"],
  },
  {
    title: "Supply and Installation of Solar Systems for Rural Health Posts",
    snippet:
      "The South West Ethiopia Peoples' Regional Water and Energy Bureau invites bids to supply and install stand-alone solar PV systems at 60 rural health posts.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>South West Ethiopia Peoples' Regional Water and Energy Bureau</strong> invites sealed bids for solar PV systems.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>1.2 kWp solar PV system with lithium battery storage</td><td>60</td><td>Set</td></tr>
<tr><td>2</td><td>LED lighting and socket installation</td><td>60</td><td>Site</td></tr></tbody></table><p>Document fee: <strong>Birr 300</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Energy & Electrical",
    subcategories: ["Solar Energy Systems", "Electrical Installation"],
    region: "South West Ethiopia Peoples'",
    language: "English",
    source: "Reporter",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 12,
    closesInDays: 9,
    opensInDays: 9,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply of Standby Diesel Generators (100 kVA and 250 kVA)",
    snippet:
      "Assosa University invites suppliers to bid for the supply, installation and commissioning of standby diesel generators with automatic transfer switches.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Assosa University</strong> invites sealed bids for standby power generation.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Diesel generator 100 kVA, silent canopy, with ATS</td><td>2</td><td>Set</td></tr>
<tr><td>2</td><td>Diesel generator 250 kVA, silent canopy, with ATS</td><td>1</td><td>Set</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Energy & Electrical",
    subcategories: ["Generators"],
    region: "Benishangul-Gumuz",
    language: "English",
    source: "Capital",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 29,
    closesInDays: -8,
    opensInDays: -8,
    documents: ["pdf"],
  },
  {
    title: "Supply of Electrical Materials (Cables, Poles and Fittings)",
    snippet:
      "Ethiopian Electric Utility, Eastern Region (Dire Dawa), invites bids for conductors, concrete poles and line hardware for distribution network expansion.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Ethiopian Electric Utility – Eastern Region</strong> invites bids via the <a href="https://egp.ppa.gov.et">e-GP portal</a>.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>AAC conductor 95 mm²</td><td>120</td><td>km</td></tr>
<tr><td>2</td><td>Concrete pole, 12 m</td><td>1,400</td><td>Pcs</td></tr>
<tr><td>3</td><td>Pin insulators and cross-arms</td><td>1</td><td>Lot</td></tr></tbody></table><p>Bid security: <strong>1%</strong> of the bid price.</p>`,
    category: "Energy & Electrical",
    subcategories: ["Electrical Materials"],
    region: "Dire Dawa",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 1,
    publishedDaysAgo: 1,
    closesInDays: 14,
    opensInDays: 14,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "የጽሕፈት መሣሪያዎችና የሕትመት ሥራ ግዥ",
    snippet:
      "የጎንደር ዩኒቨርሲቲ የጽሕፈት መሣሪያዎችን ለመግዛትና የፈተና ወረቀቶችን ለማሳተም ሕጋዊ ፈቃድ ያላቸውን ተጫራቾች በግልጽ ጨረታ ያወዳድራል።",
    descriptionHtml: `<h2>የግልጽ ጨረታ ማስታወቂያ</h2><p><strong>የጎንደር ዩኒቨርሲቲ</strong> ከዚህ በታች የተዘረዘሩትን ዕቃዎችና አገልግሎቶች በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ሎት</th><th>የዕቃው/የአገልግሎቱ ዓይነት</th></tr></thead><tbody><tr><td>ሎት 1</td><td>የጽሕፈት መሣሪያዎች (ወረቀት፣ እስክሪብቶ፣ ፋይል)</td></tr>
<tr><td>ሎት 2</td><td>የፈተና ወረቀቶችና ቅጾች ሕትመት</td></tr></tbody></table>
<p>ተጫራቾች የማይመለስ <strong>ብር 150</strong> በመክፈል የጨረታ ሰነዱን መግዛት ይችላሉ። የጨረታ ማስከበሪያ ዋስትና <strong>1%</strong> ነው።</p>`,
    category: "Printing & Stationery",
    subcategories: ["Stationery", "Printing Services"],
    region: "Amhara",
    language: "Amharic",
    source: "Reporter",
    documentPrice: 150,
    bidBond: 1,
    publishedDaysAgo: 2,
    closesInDays: 13,
    opensInDays: 13,
    documents: ["pdf"],
  },
  {
    title: "Printing of National Examination Papers under Security Conditions",
    snippet:
      "The Educational Assessment and Examinations Service invites security printers to bid for printing, packaging and sealing of national examination papers.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Educational Assessment and Examinations Service</strong> invites sealed bids from printing houses with certified security facilities.</p>
<ul><li>Printing of examination booklets and answer sheets (OMR)</li><li>Tamper-evident packaging and sealing by centre</li><li>Bidders must allow on-site inspection of premises before award</li></ul>
<p><strong>Confidentiality:</strong> the successful bidder will sign a non-disclosure agreement. Document fee: <strong>Birr 1,000</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Printing & Stationery",
    subcategories: ["Exam & Security Printing"],
    region: "Addis Ababa",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 1000,
    bidBond: 2,
    publishedDaysAgo: 34,
    closesInDays: -4,
    opensInDays: -4,
    documents: ["pdf", "docx"],
  },
  {
    title: "Printing of Annual Report and Promotional Materials",
    snippet:
      "The Ethiopian Investment Commission invites printing firms to bid for its annual report, investment guides, banners and branded promotional items.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Ethiopian Investment Commission</strong> invites sealed bids for printing services.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Annual report, 80 pages, full colour, A4</td><td>2,000</td><td>Copy</td></tr>
<tr><td>2</td><td>Investment guide brochure (English and Amharic)</td><td>10,000</td><td>Copy</td></tr>
<tr><td>3</td><td>Roll-up banners</td><td>20</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 100</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Printing & Stationery",
    subcategories: ["Printing Services", "Promotional Materials"],
    region: "Addis Ababa",
    language: "English",
    source: "Capital",
    documentPrice: 100,
    bidBond: 1,
    publishedDaysAgo: 4,
    closesInDays: 11,
    opensInDays: 11,
    documents: ["pdf"],
  },
  {
    title: "Supply of Stationery and Exercise Books for Schools",
    snippet:
      "The Benishangul-Gumuz Regional Education Bureau invites suppliers to bid for exercise books, pens and chalk for primary schools.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Benishangul-Gumuz Regional Education Bureau</strong> invites bids on the e-GP portal.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Exercise book, 50 sheets</td><td>300,000</td><td>Pcs</td></tr>
<tr><td>2</td><td>Ballpoint pen, blue</td><td>150,000</td><td>Pcs</td></tr>
<tr><td>3</td><td>Dustless chalk, white</td><td>8,000</td><td>Box</td></tr></tbody></table>
<p>Bids are opened on the next working day after closing. Bid security: <strong>1%</strong>.</p>`,
    category: "Printing & Stationery",
    subcategories: ["Stationery"],
    region: "Benishangul-Gumuz",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 1,
    publishedDaysAgo: 8,
    closesInDays: 7,
    opensInDays: 8,
    documents: ["xlsx"],
  },
  {
    title: "የጽዳትና የጥበቃ አገልግሎት ግዥ",
    snippet:
      "የድሬዳዋ አስተዳደር ገቢዎች ባለሥልጣን ለአንድ ዓመት የሚቆይ የጽዳትና የጥበቃ አገልግሎት ለማግኘት በዘርፉ ፈቃድ ያላቸውን ድርጅቶች በግልጽ ጨረታ ያወዳድራል።",
    descriptionHtml: `<h2>የጨረታ ማስታወቂያ</h2><p><strong>የድሬዳዋ አስተዳደር ገቢዎች ባለሥልጣን</strong> ለአንድ ዓመት የሚቆይ የጽዳትና የጥበቃ አገልግሎት በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ሎት</th><th>የአገልግሎቱ ዓይነት</th><th>የሠራተኞች ብዛት</th></tr></thead><tbody><tr><td>ሎት 1</td><td>የጽዳት አገልግሎት</td><td>18</td></tr>
<tr><td>ሎት 2</td><td>የጥበቃ አገልግሎት</td><td>24</td></tr></tbody></table>
<ul><li>በዘርፉ የታደሰ ንግድ ፈቃድ ያላቸው፤</li><li>የግብር ከፋይ መለያ ቁጥር (TIN) ያላቸው።</li></ul>
<p>የጨረታ ሰነዱ በማይመለስ <strong>ብር 100</strong> ይሸጣል። የጨረታ ማስከበሪያ ዋስትና <strong>1%</strong> ነው።</p>`,
    category: "Cleaning & Security Services",
    subcategories: ["Cleaning Services", "Security Guard Services"],
    region: "Dire Dawa",
    language: "Amharic",
    source: "Addis Zemen",
    documentPrice: 100,
    bidBond: 1,
    publishedDaysAgo: 6,
    closesInDays: 9,
    opensInDays: 9,
    documents: ["pdf"],
  },
  {
    title: "Provision of Security Guard Services for Branch Offices",
    snippet:
      "Commercial Bank of Ethiopia, Hawassa District, invites licensed security companies to bid for 24-hour guard services at 35 branches.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Commercial Bank of Ethiopia – Hawassa District</strong> invites sealed bids for security guard services.</p>
<table><thead><tr><th>Lot</th><th>Location</th><th>Branches</th><th>Guards per shift</th></tr></thead><tbody><tr><td>1</td><td>Hawassa city</td><td>20</td><td>2</td></tr>
<tr><td>2</td><td>Yirgalem, Aleta Wondo and surroundings</td><td>15</td><td>2</td></tr></tbody></table>
<p>Bidders must hold a valid licence from the Federal Police Commission. Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Cleaning & Security Services",
    subcategories: ["Security Guard Services"],
    region: "Sidama",
    language: "English",
    source: "Reporter",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 31,
    closesInDays: -16,
    opensInDays: -16,
    documents: ["pdf"],
  },
  {
    title: "Supply of Sanitary and Cleaning Materials",
    snippet:
      "Gambela General Hospital invites suppliers to bid for detergents, disinfectants, mops and other cleaning materials for one year.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Gambela General Hospital</strong> invites sealed bids for cleaning materials.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Liquid detergent, 5 litre</td><td>600</td><td>Jerrycan</td></tr>
<tr><td>2</td><td>Sodium hypochlorite 5%, 5 litre</td><td>400</td><td>Jerrycan</td></tr>
<tr><td>3</td><td>Mop with handle</td><td>150</td><td>Pcs</td></tr>
<tr><td>4</td><td>Heavy-duty rubber gloves</td><td>500</td><td>Pair</td></tr></tbody></table><p>Document fee: <strong>Birr 100</strong>. Bid security: <strong>0.5%</strong>.</p>`,
    category: "Cleaning & Security Services",
    subcategories: ["Sanitary & Cleaning Materials"],
    region: "Gambela",
    language: "English",
    source: "Addis Fortune",
    documentPrice: 100,
    bidBond: 0.5,
    publishedDaysAgo: 3,
    closesInDays: 12,
    opensInDays: 12,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Landscaping, Gardening and Pest Control Services",
    snippet:
      "Mizan-Tepi University invites firms to bid for landscaping, gardening and pest control services at its Tepi and Mizan campuses.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Mizan-Tepi University</strong> invites sealed bids for a one-year service contract.</p>
<ul><li>Lawn mowing, hedge trimming and tree care</li><li>Planting and maintenance of ornamental beds</li><li>Quarterly fumigation of dormitories, cafeterias and stores</li></ul><p>Document fee: <strong>Birr 100</strong>. Bid security: <strong>0.5%</strong>.</p>`,
    category: "Cleaning & Security Services",
    subcategories: ["Gardening & Landscaping", "Pest Control"],
    region: "South West Ethiopia Peoples'",
    language: "English",
    source: "Capital",
    documentPrice: 100,
    bidBond: 0.5,
    publishedDaysAgo: 21,
    closesInDays: -6,
    opensInDays: -6,
    documents: ["pdf"],
  },
  {
    title: "Beeksisa Caalbaasii Banaa: Bittaa Ujummoo fi Meeshaalee Bishaanii",
    snippet:
      "Biiroon Bishaanii fi Inarjii Oromiyaa ujummoo fi meeshaalee bishaanii adda addaa caalbaasii banaadhaan bituu barbaada. Dorgomtoonni seera qabeessa ta'an hirmaachuu ni danda'u.",
    descriptionHtml: `<h2>Beeksisa Caalbaasii Banaa</h2><p><strong>Biiroon Bishaanii fi Inarjii Oromiyaa</strong> meeshaalee armaan gadii caalbaasii banaadhaan bituu barbaada.</p>
<table><thead><tr><th>Lak.</th><th>Gosa Meeshaa</th><th>Baay'ina</th></tr></thead><tbody><tr><td>1</td><td>Ujummoo HDPE DN 110 (meetira)</td><td>6,000</td></tr>
<tr><td>2</td><td>Ujummoo uPVC DN 90 (meetira)</td><td>4,000</td></tr>
<tr><td>3</td><td>Vaalvii fi fitingii</td><td>120</td></tr></tbody></table>
<p>Dorgomtoonni sanada caalbaasii qarshii <strong>300</strong> hin deebi'amne kaffaluun bituu ni danda'u. Wabii caalbaasii <strong>2%</strong> dhiyeessuu qabu.</p>`,
    category: "Water & Sanitation",
    subcategories: ["Pipes & Fittings"],
    region: "Oromia",
    language: "Afaan Oromo",
    source: "Bariisaa",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 4,
    closesInDays: 11,
    opensInDays: 11,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply of HDPE and uPVC Pipes and Fittings",
    snippet:
      "Addis Ababa Water and Sewerage Authority invites manufacturers and suppliers to bid for HDPE and uPVC pipes and fittings for distribution network rehabilitation.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Addis Ababa Water and Sewerage Authority (AAWSA)</strong> invites sealed bids for the following lots:</p>
<table><thead><tr><th>Lot</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>HDPE pipe PE100, PN16, DN 63–160 mm</td><td>42</td><td>km</td></tr>
<tr><td>2</td><td>uPVC pipe PN10, DN 110–200 mm</td><td>18</td><td>km</td></tr>
<tr><td>3</td><td>Electrofusion and compression fittings</td><td>1</td><td>Lot</td></tr></tbody></table>
<p>Products must conform to ES ISO 4427 / ES ISO 1452. Document fee: <strong>Birr 500</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Water & Sanitation",
    subcategories: ["Pipes & Fittings", "Water Supply Works"],
    region: "Addis Ababa",
    language: "English",
    source: "Reporter",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 1,
    closesInDays: 20,
    opensInDays: 20,
    documents: ["pdf", "docx", "xlsx"],
  },
  {
    title: "Drilling and Construction of Six Deep Boreholes",
    snippet:
      "The Somali Regional Water Bureau invites licensed drilling contractors to bid for the drilling, test pumping and development of six deep boreholes.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Somali Regional Water Bureau</strong> invites bids through the <a href="https://egp.ppa.gov.et">e-GP portal</a>.</p>
<table><thead><tr><th>Site</th><th>Woreda</th><th>Estimated depth (m)</th></tr></thead><tbody><tr><td>BH-1, BH-2</td><td>Kebri Beyah</td><td>250</td></tr>
<tr><td>BH-3, BH-4</td><td>Degehabur</td><td>300</td></tr>
<tr><td>BH-5, BH-6</td><td>Gode</td><td>220</td></tr></tbody></table>
<p>Contractors must hold a Water Well Drilling Contractor licence (WWDC Grade 1 or 2). Bid security: <strong>2%</strong>.</p>`,
    category: "Water & Sanitation",
    subcategories: ["Borehole Drilling"],
    region: "Somali",
    language: "English",
    source: "Ethiopian Public Procurement Agency portal (e-GP)",
    documentPrice: null,
    bidBond: 2,
    publishedDaysAgo: 13,
    closesInDays: 17,
    opensInDays: 17,
    documents: ["pdf", "xlsx"],
  },
  {
    title: "Supply of Submersible Pumps and Motors",
    snippet:
      "The Harar Water Supply and Sewerage Authority invites bids for submersible pumps, motors and control panels for its well fields.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p>The <strong>Harar Water Supply and Sewerage Authority</strong> invites sealed bids.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Submersible pump, Q = 25 l/s, H = 280 m, with motor</td><td>4</td><td>Set</td></tr>
<tr><td>2</td><td>Soft starter control panel</td><td>4</td><td>Set</td></tr></tbody></table><p>Document fee: <strong>Birr 300</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Water & Sanitation",
    subcategories: ["Pumps & Motors"],
    region: "Harari",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 1,
    publishedDaysAgo: 25,
    closesInDays: -10,
    opensInDays: -10,
    documents: ["pdf"],
  },
  {
    title: "Supply of Water Treatment Chemicals (Aluminium Sulphate and Calcium Hypochlorite)",
    snippet:
      "Bahir Dar City Water Supply and Sewerage Service invites bids for aluminium sulphate and calcium hypochlorite for its treatment plant.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Bahir Dar City Water Supply and Sewerage Service</strong> invites sealed bids for water treatment chemicals.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Aluminium sulphate, granular, 17% Al₂O₃</td><td>900</td><td>Quintal</td></tr>
<tr><td>2</td><td>Calcium hypochlorite, 70%</td><td>120</td><td>Quintal</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Water & Sanitation",
    subcategories: ["Water Treatment Chemicals"],
    region: "Amhara",
    language: "English",
    source: "Addis Fortune",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 7,
    closesInDays: 8,
    opensInDays: 8,
    documents: ["pdf"],
  },
  {
    title: "የምግብ ዕቃዎች አቅርቦት ጨረታ",
    snippet:
      "የሕይወት ፋና ስፔሻላይዝድ ሆስፒታል ለታካሚዎች ምግብ የሚውሉ ጤፍ፣ የምግብ ዘይት፣ ስኳርና ሌሎች የምግብ ዕቃዎችን ለማቅረብ ፈቃደኛ የሆኑ ተጫራቾችን ያወዳድራል።",
    descriptionHtml: `<h2>የግልጽ ጨረታ ማስታወቂያ</h2><p><strong>የሕይወት ፋና ስፔሻላይዝድ ሆስፒታል</strong> ከዚህ በታች የተዘረዘሩትን የምግብ ዕቃዎች በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል።</p>
<table><thead><tr><th>ተ.ቁ</th><th>የዕቃው ዓይነት</th><th>መለኪያ</th><th>ብዛት</th></tr></thead><tbody><tr><td>1</td><td>ጤፍ</td><td>ኩንታል</td><td>120</td></tr>
<tr><td>2</td><td>የምግብ ዘይት</td><td>ሊትር</td><td>2,400</td></tr>
<tr><td>3</td><td>ስኳር</td><td>ኩንታል</td><td>30</td></tr>
<tr><td>4</td><td>ምስር ክክ</td><td>ኩንታል</td><td>40</td></tr></tbody></table><p>ተጫራቾች የማይመለስ <strong>ብር 100</strong> በመክፈል የጨረታ ሰነዱን ከሆስፒታሉ ግዥ ክፍል መግዛት ይችላሉ።</p>`,
    category: "Food & Catering",
    subcategories: ["Food Items"],
    region: "Harari",
    language: "Amharic",
    source: "Addis Zemen",
    documentPrice: 100,
    bidBond: null,
    publishedDaysAgo: 23,
    closesInDays: -8,
    opensInDays: -8,
    documents: [],
  },
  {
    title: "Provision of Catering Services for Student Cafeterias",
    snippet:
      "Arba Minch University invites experienced catering companies to bid for the operation of student cafeterias at its main campus.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Arba Minch University</strong> invites sealed bids for outsourced catering services.</p>
<table><thead><tr><th>Lot</th><th>Campus</th><th>Students served</th><th>Meals per day</th></tr></thead><tbody><tr><td>1</td><td>Main campus</td><td>9,000</td><td>3</td></tr>
<tr><td>2</td><td>Chamo campus</td><td>3,500</td><td>3</td></tr></tbody></table>
<p>Bidders must have managed institutional catering for at least 1,000 people. Document fee: <strong>Birr 300</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Food & Catering",
    subcategories: ["Catering Services"],
    region: "South Ethiopia",
    language: "English",
    source: "The Ethiopian Herald",
    documentPrice: 300,
    bidBond: 2,
    publishedDaysAgo: 5,
    closesInDays: 16,
    opensInDays: 16,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of Flour, Pasta and Bread for University Cafeteria",
    snippet:
      "Samara University invites suppliers to bid for wheat flour, pasta, macaroni and fresh bread for the student cafeteria.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Samara University</strong> invites sealed bids for food items for one semester.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Wheat flour, first grade</td><td>1,800</td><td>Quintal</td></tr>
<tr><td>2</td><td>Pasta and macaroni</td><td>450</td><td>Quintal</td></tr>
<tr><td>3</td><td>Fresh bread, 100 g</td><td>600,000</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Food & Catering",
    subcategories: ["Bakery & Flour Products", "Food Items"],
    region: "Afar",
    language: "English",
    source: "Reporter",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 37,
    closesInDays: -22,
    opensInDays: -22,
    documents: ["pdf"],
  },
  {
    title: "Supply of Commercial Kitchen Equipment and Beverage Dispensers",
    snippet:
      "Ethiopian Airlines Group invites manufacturers and distributors to bid for commercial kitchen equipment and beverage dispensers for its catering unit.",
    descriptionHtml: `<h2>Request for Quotation</h2><p><strong>Ethiopian Airlines Group</strong> invites sealed bids for kitchen equipment for its in-flight catering facility at Bole International Airport.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Combi steam oven, 20 GN 1/1</td><td>6</td><td>Pcs</td></tr>
<tr><td>2</td><td>Blast chiller, 100 kg</td><td>4</td><td>Pcs</td></tr>
<tr><td>3</td><td>Hot and cold beverage dispenser</td><td>12</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 500</strong>. Bid security: <strong>2%</strong>.</p>`,
    category: "Food & Catering",
    subcategories: ["Kitchen Equipment", "Beverages"],
    region: "Addis Ababa",
    language: "English",
    source: "Capital",
    documentPrice: 500,
    bidBond: 2,
    publishedDaysAgo: 0,
    closesInDays: 21,
    opensInDays: 21,
    documents: ["pdf", "docx"],
  },
  {
    title: "Supply of Staff Uniforms and Safety Shoes",
    snippet:
      "Ethiopian Railways Corporation, Dire Dawa operations, invites suppliers to bid for staff uniforms, reflective vests and safety shoes.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Ethiopian Railways Corporation</strong> invites sealed bids for uniforms for its Dire Dawa operations staff.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Work overall, cotton/polyester</td><td>850</td><td>Pcs</td></tr>
<tr><td>2</td><td>Reflective safety vest</td><td>850</td><td>Pcs</td></tr>
<tr><td>3</td><td>Leather safety shoe, steel toe</td><td>850</td><td>Pair</td></tr></tbody></table>
<p>Samples must be submitted with the bid. Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Textiles & Uniforms",
    subcategories: ["Uniforms & Garments", "Shoes & Leather Products"],
    region: "Dire Dawa",
    language: "English",
    source: "Addis Fortune",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 6,
    closesInDays: 15,
    opensInDays: 15,
    documents: ["pdf"],
  },
  {
    title: "Supply of Bed Sheets, Blankets and Mattresses for Student Dormitories",
    snippet:
      "Wachemo University invites suppliers to bid for bed sheets, blankets, pillows and foam mattresses for newly admitted students.",
    descriptionHtml: `<h2>Invitation to Bid</h2><p><strong>Wachemo University</strong> (Hossana) invites sealed bids.</p>
<table><thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit</th></tr></thead><tbody><tr><td>1</td><td>Bed sheet, cotton, single</td><td>8,000</td><td>Pcs</td></tr>
<tr><td>2</td><td>Blanket, 2.2 kg</td><td>4,000</td><td>Pcs</td></tr>
<tr><td>3</td><td>Foam mattress, 190 × 80 × 12 cm</td><td>4,000</td><td>Pcs</td></tr></tbody></table><p>Document fee: <strong>Birr 200</strong>. Bid security: <strong>1%</strong>.</p>`,
    category: "Textiles & Uniforms",
    subcategories: ["Bedding & Linen"],
    region: "Central Ethiopia",
    language: "English",
    source: "Reporter",
    documentPrice: 200,
    bidBond: 1,
    publishedDaysAgo: 26,
    closesInDays: -11,
    opensInDays: -11,
    documents: ["pdf", "xlsx"],
  },
];

export interface DemoPage {
  slug: "about" | "privacy" | "terms";
  title: string;
  body: string;
}

export const pages: DemoPage[] = [
  {
    slug: "about",
    title: "About Us",
    body: `TenderLink is an Ethiopian software company that helps businesses find and win public and private tenders. We collect procurement notices published in national newspapers, on the government e-procurement portal and by public enterprises, and present them in one place that is easy to search, filter and follow.

## Mission

Our mission is to simplify the tendering process through technology-driven solutions. We believe that every business in Ethiopia, from a small supplier in Hawassa to a large contractor in Addis Ababa, should have equal and timely access to procurement opportunities. That is why browsing tenders on TenderLink is free, and why we deliver daily alerts by email, Telegram and SMS so that no relevant opportunity is missed.

## What we offer

- **A searchable tender database** covering all regions and city administrations, with notices in English, Amharic, Afaan Oromo and Tigrinya.
- **Categories and filters** by sector, region, language, source and closing date, so you only see what matters to your business.
- **Daily alerts** by email, Telegram and SMS, matched to the categories and regions you follow.
- **Key details at a glance**, including bid document prices, bid security, closing and opening dates and downloadable documents where available.

## Contact

We would love to hear from you. Write to us at {{contactEmail}} or call {{contactPhone}}.`,
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    body: `This Privacy Policy explains how TenderLink ("we", "us") collects, uses and protects your information when you use our website and alert services.

## Information we collect

- **Account information**: your name, email address, phone number, company name and password (stored only in hashed form) when you register.
- **Preferences**: the categories, regions and alert channels you choose.
- **Usage information**: pages visited, searches made, device and browser type, and IP address, collected automatically when you use the platform.

## Cookies

We use cookies to keep you signed in, remember your preferences and understand how the platform is used. You can block or delete cookies in your browser settings, but some features, such as staying signed in, may then stop working.

## Third-party services

We use third-party analytics services to measure traffic and improve the platform, and we may display advertisements served by advertising networks. These providers may set their own cookies and collect information about your visits in accordance with their own privacy policies. We also rely on providers for email, SMS and Telegram delivery, who receive only the information needed to deliver your alerts.

## How we share information

We do not sell your personal information. We share it only with service providers acting on our behalf, when required by Ethiopian law or a lawful request from authorities, or to protect the rights and safety of TenderLink and its users.

## Security

We use reasonable technical and organisational measures, including encrypted connections and hashed passwords, to protect your information. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.

## Contact us

If you have questions about this policy or want to access, correct or delete your information, contact us at {{contactEmail}} or {{contactPhone}}.`,
  },
  {
    slug: "terms",
    title: "Terms of Service",
    body: `These Terms of Service govern your use of the TenderLink platform, operated by TenderLink. Please read them carefully.

## Acceptance of terms

By accessing or using TenderLink you agree to be bound by these terms. If you do not agree, please do not use the platform. We may update these terms from time to time; continued use after changes are published means you accept the updated terms.

## Accounts

Some features require an account. You must provide accurate information, keep your password confidential and notify us promptly of any unauthorised use. You are responsible for all activity that takes place under your account.

## Use of the platform

TenderLink aggregates tender notices from newspapers, official portals and procuring entities. We make every effort to publish accurate and timely information, but the original notice issued by the procuring entity is always authoritative. Always confirm deadlines, requirements and document prices with the procuring entity before bidding. We are not a party to any procurement process and are not liable for losses arising from reliance on the information we publish.

## Conduct

You agree not to misuse the platform, including by scraping or bulk-downloading content, attempting to gain unauthorised access to our systems, interfering with other users, or using the platform for any unlawful purpose.

## Intellectual property

The TenderLink name, logo, software and the selection and arrangement of content are owned by TenderLink. Tender notices remain the property of their respective publishers. You may use the content for your own business purposes but may not republish or resell it without our written permission.

## Privacy

Your use of the platform is also governed by our [Privacy Policy](/privacy), which explains how we collect and use your information.

## Contact

Questions about these terms can be sent to {{contactEmail}} or {{contactPhone}}.`,
  },
];
