// Word material for the realistic benchmark's tenders: pure data, no logic. Everything here is
// real (procurement terms, goods, Ethiopian towns and public bodies, Amharic notice words);
// realistic-vocabulary.ts ranks it and derives the rarer forms.

/**
 * The most frequent words of Ethiopian tender notices, most frequent first: a Zipf draw gives
 * rank 1 about 9% of all draws, so these few words appear in a large share of tenders.
 */
export const HEAD_WORDS = [
  "supply",
  "procurement",
  "office",
  "construction",
  "services",
  "works",
  "materials",
  "equipment",
  "building",
  "maintenance",
  "road",
  "water",
  "school",
  "installation",
  "furniture",
  "computers",
  "vehicles",
  "medical",
  "printing",
  "rehabilitation",
  "consultancy",
  "electrical",
  "laboratory",
  "supplies",
  "goods",
  "design",
  "project",
  "hospital",
  "health",
  "training",
];

/** Goods, as they appear in lots and item lists. */
export const GOODS = `laptop desktop printer photocopier scanner projector server router switch cable toner
cartridge paper envelope folder binder pen pencil marker stapler chair table desk cabinet shelf sofa
bed mattress blanket bedsheet pillow curtain carpet uniform shoes boots helmet gloves overall raincoat
jacket trousers shirt tent generator transformer meter pole conductor insulator breaker panel inverter
battery lamp bulb luminaire pump motor valve fitting tank reservoir culvert asphalt gravel sand
aggregate stone brick timber plywood paint tile ceramic glass aluminium roofing nail bolt rebar
concrete bitumen geotextile fence gate door window partition ceiling toilet latrine shower kitchen
ambulance stretcher wheelchair incubator ventilator oxygen cylinder concentrator syringe needle gauze
bandage suture catheter cannula reagent microscope centrifuge analyzer autoclave sterilizer
refrigerator freezer thermometer stethoscope ultrasound dental vaccine antibiotic paracetamol
amoxicillin insulin tablet capsule syrup injection infusion ointment disinfectant detergent soap
sanitizer bleach chlorine mop broom bucket wheelbarrow shovel pickaxe hoe sickle tractor harvester
thresher plough seed seedling fertilizer urea pesticide herbicide fungicide sprayer greenhouse beehive
poultry fodder forage truck pickup bus minibus motorcycle bicycle excavator loader grader bulldozer
roller compactor crane forklift mixer tipper tanker trailer engine gearbox clutch brake filter
lubricant grease diesel petrol kerosene charcoal firewood flour wheat maize teff sorghum barley rice
pasta sugar salt lentils beans chickpeas peas meat milk eggs vegetables fruits bread injera coffee tea
biscuits textbook banner brochure poster certificate sticker badge stamp ledger receipt voucher
calculator whiteboard blackboard chalk duster flipchart laminator shredder podium microphone speaker
amplifier camera television monitor keyboard mouse headset tablet harddisk flashdisk cctv antenna
modem firewall rack patch fibre transceiver radio walkie telephone handset fax drum fuser
sink faucet heater boiler stove oven dishwasher kettle utensils cutlery plates cups trays trolley
shelving locker safe vault turnstile barrier detector scanner sensor alarm extinguisher hose nozzle
hydrant sprinkler ladder scaffolding formwork shuttering wire mesh membrane sealant adhesive grout
putty varnish thinner primer emulsion wallpaper linoleum parquet marble granite terrazzo gypsum
chipboard hinge lock handle padlock chain rope net tarpaulin sack bag box carton pallet container`;

/** Services and consultancy. */
export const SERVICES = `catering transport transportation logistics insurance audit accounting advertising
translation interpretation photography video event conference hall rental lease hire courier postal
internet connectivity bandwidth hosting website software licence antivirus database network
surveillance guarding janitorial gardening landscaping fumigation waste disposal collection recycling
survey mapping feasibility study assessment evaluation baseline supervision inspection testing
calibration certification valuation appraisal recruitment outsourcing manpower consulting advisory
legal research curriculum publication cleaning security laundry tailoring decoration branding
packaging warehousing clearing forwarding freight shipping aviation ticketing travel accommodation
hotel meals refreshments entertainment broadcasting media communication marketing documentary
digitization archiving scanning binding lamination engraving embroidery upholstery repair servicing
overhaul refurbishment commissioning erection dismantling relocation removal towing parking
security guards pest control vetting profiling benchmarking mentoring coaching workshop seminar
exhibition festival ceremony inauguration campaign awareness outreach facilitation mediation`;

/** Civil, building and utility works. */
export const WORKS = `excavation earthworks masonry plastering painting tiling plumbing electrification
wiring grading paving gravelling resurfacing upgrading expansion extension renovation fencing
demolition finishing foundation retaining wall slab column beam structure superstructure substructure
canal dam weir pond spring pipeline distribution transmission substation line tower street lighting
cobblestone walkway sidewalk terminal warehouse store shed market stadium residence apartment
condominium housing dormitory classroom library clinic pharmacy ward theatre cafeteria canteen
workshop borehole drilling drainage ditch sewer manhole bridge crossing junction roundabout median
kerb shoulder embankment gabion riprap terracing afforestation watershed irrigation reservoir
intake chamber trench backfill compaction surfacing sealing marking signage guardrail footbridge
abattoir slaughterhouse silo granary laboratory hostel guesthouse lodge museum gallery cinema
auditorium gymnasium pitch track pool fountain garden park plaza monument memorial cemetery mosque
church chapel compound perimeter gatehouse incinerator lagoon landfill cell tank tower`;

/** Adjectives and qualifiers that recur in item descriptions. */
export const QUALIFIERS = `new additional various assorted different standard heavy light portable mobile
electric manual automatic digital electronic solar hydraulic pneumatic mechanical stainless
galvanized plastic wooden metal metallic reinforced precast prefabricated modular high low medium
large small mini multipurpose rural urban national regional federal municipal public private
international local open restricted limited competitive sealed annual monthly framework emergency
urgent second renewable sustainable clean safe potable drinking fresh frozen dry liquid powder
organic synthetic disposable reusable sterile surgical clinical veterinary agricultural industrial
commercial residential institutional administrative technical financial operational strategic
integrated comprehensive detailed preliminary final interim periodic routine preventive corrective
major minor complete partial rigid flexible waterproof fireproof insulated armoured underground
overhead indoor outdoor single double triple multi three phase lithium lead acid alkaline ordinary
premium imported locally manufactured assembled refurbished used original genuine compatible`;

/** Medicines, laboratory and hospital supplies. */
export const MEDICAL = `metformin ceftriaxone ciprofloxacin doxycycline azithromycin metronidazole
gentamicin cotrimoxazole artemether lumefantrine quinine chloroquine primaquine ibuprofen diclofenac
tramadol morphine ketamine lidocaine propofol diazepam phenobarbital oxytocin misoprostol
magnesium sulfate dextrose saline ringer lactate heparin enoxaparin omeprazole ranitidine
salbutamol beclomethasone prednisolone dexamethasone hydrocortisone adrenaline atropine furosemide
amlodipine enalapril atenolol nifedipine hydralazine methyldopa simvastatin aspirin clopidogrel
warfarin iron folic zinc oral rehydration vitamin albendazole mebendazole praziquantel fluconazole
nystatin clotrimazole acyclovir tenofovir lamivudine efavirenz dolutegravir isoniazid rifampicin
ethambutol pyrazinamide streptomycin vaccines condoms contraceptive implant depo glucometer strips
lancets cuvettes pipettes tips slides coverslips stains giemsa gram agar media swabs containers
urine stool sputum vacutainer tubes edta citrate serum plasma haematology chemistry immunoassay
electrolyte coagulation hba1c troponin crp hiv hepatitis malaria rapid test kits pcr elisa
electrophoresis spectrophotometer incubators hood biosafety cabinet colposcope endoscope
laparoscope defibrillator electrocardiograph ecg monitor oximeter nebulizer suction aspirator
infusion pump syringe driver phototherapy warmer resuscitator anaesthesia machine operating table
lamp diathermy cautery delivery couch examination speculum forceps scissors retractor clamp
scalpel blade drape gown mask respirator apron goggles visor shield sharps safety box`;

/** Information technology and communication. */
export const ICT = `laptops workstation thin client tablet smartphone printer cartridges drum unit
toner ink ribbon label barcode reader pos terminal biometric fingerprint attendance access control
smart card rfid reader kiosk display screen videowall interactive board smartboard document camera
conferencing codec telepresence pabx ip phone voip gateway sip trunk sms gateway bulk mail
exchange active directory domain controller virtualization hypervisor storage san nas backup tape
library disaster recovery colocation cloud subscription saas paas iaas licensing renewal support
helpdesk ticketing monitoring siem endpoint encryption certificate ssl vpn proxy load balancer
waf ids ips patch management erp crm hrms payroll accounting billing revenue cashier portal mobile
app development integration migration penetration testing audit cybersecurity awareness training
structured cabling fibre optic splicing otdr odf patch panel cabinet rack pdu kvm ups battery
datacenter precision cooling raised floor fire suppression fm200 generator ats switchgear`;

/** Agriculture, livestock and food. */
export const AGRICULTURE = `hybrid maize seed wheat seed teff seed sorghum seed potato tubers sweet
potato cuttings coffee seedlings avocado mango papaya banana suckers enset forage seeds alfalfa
rhodes grass napier desho elephant grass molasses concentrate salt lick mineral block dairy cows
heifers bulls oxen calves sheep rams ewes goats bucks does chickens pullets layers broilers chicks
hatchery incubator feeder drinker milking machine cooler chiller churn cream separator butter
churner honey extractor beeswax smoker veil ivermectin oxytetracycline penicillin albendazole
bolus acaricide dipping spray race crush weighing scale ear tags tagging applicator artificial
insemination semen liquid nitrogen container straws sheath gun irrigation pump drip sprinkler
pivot hose canal lining gate check structure water harvesting geomembrane pond lining threshing
winnowing shelling milling flour mill grinder huller dehuller sorting grading packing bagging
sealing warehouse receipt moisture meter grain silo fumigant phosphine tarpaulin pallets`;

/** Construction and electrical materials. */
export const CONSTRUCTION_MATERIALS = `portland cement opc ppc reinforcement bars deformed bars mild
steel rhs shs channel angle iron flat bar sheet metal corrugated iron sheets ega ridge cap gutter
downpipe fascia board eaves hollow concrete blocks solid blocks bricks paving stones kerbstones
interlocking pavers basaltic stone selected material sub base base course crushed aggregate
fine aggregate coarse aggregate river sand quarry dust lime gypsum board suspended ceiling
chipwood mdf particle board veneer laminate formica melamine hardwood softwood eucalyptus poles
bamboo sawn timber hardboard doors frames ironmongery hinges locks handles tower bolts glazing
clear glass frosted glass tinted glass mirror aluminium profiles upvc pvc pipes hdpe pipes gi pipes
ductile iron pipes valves gate valves air release valves washouts flanges couplings tees elbows
reducers bends clamps saddles water meters bulk meters fire hydrants electrical cables conduit
trunking switches sockets distribution boards circuit breakers mcb rcd earthing rods lightning
arrestors floodlights street lights led fixtures poles crossarms stay wires insulators aac acsr
conductors drop out fuses pole mounted transformers prepaid meters smart meters`;

/** Vehicle and machinery parts and services. */
export const VEHICLE_PARTS = `tyres tubes rims wheels axles shock absorbers leaf springs brake pads brake
shoes discs drums clutch plates pressure plates bearings seals gaskets pistons rings liners
crankshaft camshaft injectors nozzles fuel pump water pump radiator thermostat alternator starter
batteries fan belts timing belts oil filters air filters fuel filters hydraulic filters hydraulic
hoses hydraulic oil engine oil gear oil brake fluid coolant grease nipples wipers headlamps tail
lamps indicators mirrors windscreens seat covers floor mats jacks spanners toolbox tool kit
wheel spanner battery charger tyre inflator compressor welding machine grinder drill press lathe
milling machine bench vice workshop tools diagnostic scanner lift hoist`;

/** People and firms that notices address or ask for. */
export const PARTIES = `bidders tenderers suppliers contractors consultants manufacturers
distributors agents importers wholesalers retailers enterprises cooperatives unions associations
firms companies individuals engineers surveyors architects accountants auditors lawyers
translators trainers researchers statisticians economists sociologists hydrologists geologists
environmentalists nutritionists pharmacists nurses midwives physicians technicians mechanics
electricians plumbers carpenters masons painters welders drivers operators guards cleaners cooks
gardeners messengers cashiers storekeepers clerks secretaries`;

/** Words of the procurement process itself. */
export const PROCESS = `bid tender tendering bidding quotation proforma invoice offer proposal
specification specifications requirements terms reference scope schedule deadline submission
opening closing evaluation award contract agreement purchase order delivery acceptance inspection
warranty guarantee retention advance payment performance security bond validity clarification
amendment addendum cancellation readvertisement complaint debriefing negotiation lot lots item
items quantity quantities unit price total amount birr currency vat withholding tax tin licence
registration certificate experience turnover capacity eligibility qualification criteria
responsive compliant lowest evaluated substantially technical financial envelope original copy
stamp signature seal authorised representative bidder tenderer`;

/** Real compounds of specifications. */
export const COMPOUNDS = `heavy-duty high-voltage low-voltage medium-voltage high-pressure low-pressure
multi-purpose multi-storey semi-automatic non-woven non-sterile double-cabin single-cabin
single-phase three-phase self-adhesive self-priming hand-held hand-operated wall-mounted
floor-standing ceiling-mounted waterproof fire-resistant oil-filled air-cooled water-cooled
solar-powered diesel-powered battery-powered energy-efficient energy-saving cost-effective
high-speed high-capacity high-density low-density pre-cast pre-stressed cross-linked long-lasting
ready-mix stand-alone off-grid on-grid split-type window-type four-wheel all-terrain front-loading
top-loading dual-core quad-core all-in-one touch-screen anti-slip anti-corrosion anti-theft
anti-malaria post-operative first-aid x-ray e-learning e-procurement e-gp pre-shipment
post-qualification pre-qualification turn-key turnkey design-build lump-sum unit-rate
cost-plus follow-up step-down step-up low-loss dry-type oil-immersed pad-mounted pole-mounted
ground-mounted roof-mounted rack-mounted tower-type rack-type desk-top lap-top light-duty
medium-duty extra-heavy fast-moving slow-moving long-term short-term mid-term year-round`;

/** Codes that specifications use. */
export const CODES = `i3 i5 i7 i9 ddr3 ddr4 ddr5 ssd hdd nvme usb hdmi vga dvi lan wan wifi 4g 5g lte
cat5e cat6 cat6a om3 om4 sfp rj45 rj11 a3 a4 a5 70gsm 80gsm 120gsm 1080p 4k ip65 ip67 iso9001
en124 iec60076 astm ethiopian standard es ul ce rohs gmp who pqs fob cif ddp exw incoterms`;

/** Units and measures written in quantity columns. */
export const UNITS = [
  "pcs",
  "units",
  "sets",
  "lots",
  "kg",
  "quintals",
  "litres",
  "metres",
  "km",
  "m2",
  "m3",
  "rolls",
  "boxes",
  "packets",
  "reams",
  "dozen",
  "pairs",
  "bags",
  "drums",
  "tons",
  "lump sum",
];

/** Makes and models that specifications name. */
export const BRANDS = `hp dell lenovo toyota isuzu caterpillar komatsu samsung canon epson cisco huawei
mikrotik schneider abb siemens philips mindray sysmex roche abbott olympus honda yamaha bajaj tvs
sinotruk howo hilux landcruiser mitsubishi nissan hyundai volvo mercedes perkins cummins kohler
grundfos lowara pedrollo xerox kyocera ricoh sharp brother apc microsoft oracle kaspersky eset adobe
autocad tecno nokia lg sony panasonic hikvision dahua ubiquiti tplink dlink juniper fortinet
sophos veeam vmware ibm intel amd nvidia seagate toshiba acer asus zte`;

/** Ethiopian towns, big ones first (they are named in notices far more often). */
export const TOWNS = [
  "Addis Ababa",
  "Adama",
  "Bahir Dar",
  "Hawassa",
  "Mekelle",
  "Gondar",
  "Dire Dawa",
  "Dessie",
  "Jimma",
  "Jigjiga",
  "Bishoftu",
  "Shashemene",
  "Sodo",
  "Arba Minch",
  "Hosaena",
  "Harar",
  "Dilla",
  "Nekemte",
  "Debre Birhan",
  "Asella",
  "Debre Markos",
  "Kombolcha",
  "Debre Tabor",
  "Adigrat",
  "Weldiya",
  "Sebeta",
  "Ambo",
  "Gambela",
  "Axum",
  "Shire",
  "Burayu",
  "Holeta",
  "Woliso",
  "Welkite",
  "Butajira",
  "Robe",
  "Goba",
  "Ginir",
  "Negele",
  "Yabelo",
  "Moyale",
  "Fiche",
  "Mojo",
  "Meki",
  "Batu",
  "Arsi Negele",
  "Kofele",
  "Dodola",
  "Adaba",
  "Bonga",
  "Mizan Teferi",
  "Tepi",
  "Tercha",
  "Jinka",
  "Konso",
  "Sawla",
  "Durame",
  "Areka",
  "Boditi",
  "Halaba",
  "Worabe",
  "Gimbi",
  "Dembi Dolo",
  "Mettu",
  "Bedele",
  "Agaro",
  "Limmu Genet",
  "Assosa",
  "Bambasi",
  "Gilgel Beles",
  "Injibara",
  "Dangila",
  "Finote Selam",
  "Bure",
  "Mota",
  "Lalibela",
  "Sekota",
  "Woreta",
  "Addis Zemen",
  "Metema",
  "Humera",
  "Kobo",
  "Alamata",
  "Maychew",
  "Korem",
  "Wukro",
  "Adwa",
  "Abiy Addi",
  "Semera",
  "Logiya",
  "Asaita",
  "Awash",
  "Metehara",
  "Gode",
  "Kebri Dehar",
  "Degehabur",
  "Togochale",
  "Kelafo",
  "Chiro",
  "Gelemso",
  "Bedessa",
  "Hirna",
  "Deder",
  "Haramaya",
  "Aweday",
  "Babile",
  "Shinile",
  "Dolo Ado",
  "Gubre",
  "Chencha",
  "Kemise",
  "Ataye",
  "Shewa Robit",
  "Debre Sina",
  "Mehal Meda",
  "Bati",
  "Mersa",
  "Hayk",
  "Sheno",
  "Sendafa",
  "Chancho",
  "Gohatsion",
  "Dukem",
  "Gelan",
  "Legetafo",
  "Sululta",
  "Tulu Bolo",
  "Ejere",
  "Ginchi",
  "Bako",
  "Shambu",
  "Fincha",
  "Kachisi",
  "Nejo",
  "Mendi",
  "Begi",
  "Kamashi",
  "Metu",
  "Gore",
  "Masha",
  "Tepi",
  "Maji",
  "Dima",
  "Abobo",
  "Itang",
  "Jewi",
  "Fugnido",
  "Yirgalem",
  "Aleta Wondo",
  "Bensa",
  "Hagere Selam",
  "Wondo Genet",
  "Leku",
  "Daye",
];

/** Ethiopian regions, as their bureaus are named. */
export const REGION_NAMES = [
  "Oromia",
  "Amhara",
  "Sidama",
  "Tigray",
  "Somali",
  "Afar",
  "Central Ethiopia",
  "South Ethiopia",
  "South West Ethiopia",
  "Benishangul-Gumuz",
  "Gambela",
  "Harari",
];

/** Public buyers that publish most often, most frequent first. */
export const MAJOR_BUYERS = [
  "Ethiopian Electric Utility",
  "Addis Ababa City Administration",
  "Ethiopian Roads Administration",
  "Commercial Bank of Ethiopia",
  "Ministry of Health",
  "Ethio Telecom",
  "Addis Ababa University",
  "Ethiopian Pharmaceuticals Supply Service",
  "Ministry of Education",
  "Ethiopian Electric Power",
  "Addis Ababa Water and Sewerage Authority",
  "Addis Ababa City Roads Authority",
  "Ministry of Agriculture",
  "Ethiopian Airlines Group",
  "Development Bank of Ethiopia",
];

export const MINISTRIES = [
  "Finance",
  "Water and Energy",
  "Urban and Infrastructure",
  "Transport and Logistics",
  "Innovation and Technology",
  "Trade and Regional Integration",
  "Industry",
  "Mines",
  "Labour and Skills",
  "Revenues",
  "Women and Social Affairs",
  "Culture and Sport",
  "Tourism",
  "Defence",
  "Peace",
  "Justice",
  "Irrigation and Lowlands",
  "Planning and Development",
  "Foreign Affairs",
];

export const FEDERAL_BODIES = [
  "Ethiopian Public Health Institute",
  "Ethiopian Construction Works Corporation",
  "Ethiopian Railways Corporation",
  "Ethiopian Sugar Corporation",
  "Ethiopian Agricultural Transformation Institute",
  "Ethiopian Statistical Service",
  "Ethiopian Broadcasting Corporation",
  "Ethiopian Postal Service",
  "Ethiopian Standards Agency",
  "Ethiopian Investment Commission",
  "Federal Police Commission",
  "Ethiopian Customs Commission",
  "Ethiopian Meteorology Institute",
  "Ethiopian Biodiversity Institute",
  "Information Network Security Administration",
  "Ethiopian Maritime Authority",
  "Ethiopian Shipping and Logistics Services Enterprise",
  "Ethiopian Insurance Corporation",
  "National Bank of Ethiopia",
  "Ethiopian Food and Drug Authority",
  "Ethiopian Civil Aviation Authority",
  "Ethiopian Industrial Inputs Development Enterprise",
  "Ethiopian Trading Businesses Corporation",
  "Public Procurement and Property Authority",
  "Federal Housing Corporation",
  "Ethiopian Environment Protection Authority",
  "Ethiopian Disaster Risk Management Commission",
  "Ethiopian Agricultural Research Institute",
  "Ethiopian Geological Survey",
  "Ethiopian Artificial Intelligence Institute",
];

export const BANKS = [
  "Awash Bank",
  "Dashen Bank",
  "Bank of Abyssinia",
  "Wegagen Bank",
  "Nib International Bank",
  "Cooperative Bank of Oromia",
  "Hibret Bank",
  "Zemen Bank",
  "Lion International Bank",
  "Oromia Bank",
  "Berhan Bank",
  "Abay Bank",
  "Enat Bank",
  "Bunna Bank",
  "Amhara Bank",
  "Siinqee Bank",
];

export const UNIVERSITIES = [
  "Bahir Dar University",
  "Jimma University",
  "Hawassa University",
  "Mekelle University",
  "University of Gondar",
  "Haramaya University",
  "Arba Minch University",
  "Dilla University",
  "Wollo University",
  "Debre Markos University",
  "Debre Berhan University",
  "Wolaita Sodo University",
  "Ambo University",
  "Adama Science and Technology University",
  "Addis Ababa Science and Technology University",
  "Dire Dawa University",
  "Jigjiga University",
  "Samara University",
  "Assosa University",
  "Gambella University",
  "Mizan-Tepi University",
  "Wachemo University",
  "Wolkite University",
  "Madda Walabu University",
  "Bule Hora University",
  "Debre Tabor University",
  "Woldia University",
  "Injibara University",
  "Mettu University",
  "Jinka University",
  "Bonga University",
  "Werabe University",
  "Salale University",
  "Oda Bultum University",
  "Raya University",
  "Aksum University",
  "Adigrat University",
  "Kotebe University of Education",
  "Arsi University",
  "Wollega University",
  "Dembi Dollo University",
  "Debark University",
  "Kebri Dehar University",
  "Mekdela Amba University",
];

export const HOSPITALS = [
  "Tikur Anbessa Specialized Hospital",
  "St. Paul's Hospital Millennium Medical College",
  "Yekatit 12 Hospital Medical College",
  "ALERT Comprehensive Specialized Hospital",
  "St. Peter Specialized Hospital",
  "Zewditu Memorial Hospital",
  "Menelik II Referral Hospital",
  "Eka Kotebe General Hospital",
  "Amanuel Mental Specialized Hospital",
  "Armed Forces Comprehensive Specialized Hospital",
];

/** Bureaus every regional government has; combined with REGION_NAMES. */
export const REGIONAL_BUREAUS = [
  "Health Bureau",
  "Education Bureau",
  "Water and Energy Bureau",
  "Rural Roads Authority",
  "Finance Bureau",
  "Agriculture Bureau",
];

/** Offices of a town; combined with TOWNS. */
export const TOWN_OFFICES = [
  "City Administration",
  "Town Water Supply and Sewerage Service",
  "General Hospital",
  "Town Municipality",
];

/**
 * Title templates (format(): %1$s buyer, %2$s the kind of procurement, %3$s the items), most
 * frequent first.
 */
export const TITLE_TEMPLATES = [
  "%1$s invites bids for the %2$s of %3$s",
  "%1$s invites sealed bids for %2$s of %3$s",
  "Invitation to bid: %2$s of %3$s for %1$s",
  "%1$s: national open tender for %2$s of %3$s",
  "Request for quotation - %3$s (%1$s)",
  "%1$s announces a tender for %2$s of %3$s",
  "Re-advertised: %2$s of %3$s, %1$s",
  "Expression of interest for %3$s consultancy, %1$s",
];

/** The kind of procurement in titles and snippets, most frequent first. */
export const ACTIONS = [
  "supply",
  "procurement",
  "construction",
  "maintenance",
  "rehabilitation",
  "installation",
  "provision",
  "purchase",
  "delivery",
  "renovation",
  "upgrading",
  "hire",
];

/** Snippet templates: %1$s buyer, %2$s kind, %3$s items, %4$s town, %5$s fee in birr. */
export const SNIPPET_TEMPLATES = [
  "The %1$s invites eligible bidders for the %2$s of %3$s. Bid documents cost Birr %5$s.",
  "Sealed bids are invited from eligible bidders for %2$s of %3$s in %4$s.",
  "%1$s requests registered suppliers to submit offers for %3$s, delivered to %4$s.",
  "Eligible contractors and suppliers are invited to bid for %2$s of %3$s at %4$s.",
  "Open national competitive bidding for %3$s. Non-refundable fee: Birr %5$s.",
];

/** Boilerplate sentences of the description; a tender carries two or three of them. */
export const BOILERPLATE = [
  "Bidders must have a renewed trade licence, VAT registration and TIN certificate.",
  "A bid security in the form of CPO or an unconditional bank guarantee must accompany each bid.",
  "Bid documents are available from the procurement office for a non-refundable fee.",
  "Bids shall be submitted in sealed envelopes, one original and two copies.",
  "The public body reserves the right to accept or reject any or all bids.",
  "Interested bidders may inspect the site before submitting their offers.",
  "Bidders registered on the e-GP system may submit their bids electronically.",
  "Only manufacturers or their authorised agents are eligible to participate.",
  "Micro and small enterprises are encouraged to participate.",
  "Technical and financial offers must be sealed in separate envelopes.",
  "Delivery shall be made within thirty days after the contract is signed.",
  "Samples must be submitted together with the bid.",
  "Bidders should attach a supplier registration certificate from the Public Procurement and Property Authority.",
  "Partial bids are not acceptable; bidders must quote for all items in a lot.",
];

/**
 * Amharic notice words, most frequent first: tender, purchase, supply, construction, work(s),
 * goods, office, announcement, open, service, road, computer, item, medicine, medical,
 * equipment, maintenance, water, vehicle, …
 */
export const AMHARIC_WORDS = [
  "ጨረታ",
  "ግዥ",
  "አቅርቦት",
  "ግንባታ",
  "ሥራ",
  "ዕቃዎች",
  "የቢሮ",
  "ማስታወቂያ",
  "ግልጽ",
  "አገልግሎት",
  "የመንገድ",
  "ኮምፒውተር",
  "ዕቃ",
  "መድኃኒት",
  "የሕክምና",
  "መሣሪያዎች",
  "ጥገና",
  "የውሃ",
  "ተሽከርካሪ",
  "የጽሕፈት",
  "መሣሪያ",
  "ሕንፃ",
  "የሕንፃ",
  "ሥራዎች",
  "ፈርኒቸር",
  "ወረቀት",
  "ነዳጅ",
  "ምግብ",
  "የጽዳት",
  "የጥበቃ",
  "ኅትመት",
  "የኤሌክትሪክ",
  "ሲሚንቶ",
  "ብረት",
  "አሸዋ",
  "ጠጠር",
  "ቧንቧ",
  "ወንበር",
  "ጠረጴዛ",
  "መደርደሪያ",
  "ላፕቶፕ",
  "ፕሪንተር",
  "ጀነሬተር",
  "ሶላር",
  "ትራንስፎርመር",
  "ማዳበሪያ",
  "ዘር",
  "ምርጥ",
  "የእንስሳት",
  "መኖ",
  "ጎማ",
  "መለዋወጫ",
  "አልባሳት",
  "ዩኒፎርም",
  "የደንብ",
  "ልብስ",
  "እድሳት",
  "ጉድጓድ",
  "ቁፋሮ",
  "ድልድይ",
  "ኮብልስቶን",
  "አስፋልት",
  "የገጠር",
  "የመጠጥ",
  "ውሃ",
  "የመስኖ",
  "ትምህርት",
  "ቤት",
  "ዲዛይን",
  "ቁጥጥር",
  "ማማከር",
  "ስልጠና",
  "ጥናት",
  "ፕሮጀክት",
  "ሎት",
  "ዝርዝር",
  "መጠን",
  "ቴክኒካል",
  "ፋይናንሻል",
  "ሰነድ",
  "ዋስትና",
  "ፈቃድ",
  "ብሔራዊ",
  "በድጋሚ",
  "የወጣ",
  "ቢሮ",
  "ከተማ",
  "ወረዳ",
  "ክልል",
  "ዞን",
  "ሆስፒታል",
  "ዩኒቨርሲቲ",
  "ኮሌጅ",
  "ጤና",
  "ጣቢያ",
  "መንገድ",
  "የቤት",
  "ምንጣፍ",
  "መጋረጃ",
  "ፍራሽ",
  "ብርድ",
  "ቀለም",
  "ቆርቆሮ",
  "ሚስማር",
  "እንጨት",
  "መስታወት",
  "በር",
  "መስኮት",
  "ሽቦ",
  "መብራት",
  "ፓምፕ",
  "ሞተር",
  "ታንከር",
  "አውቶቡስ",
  "ሞተር ሳይክል",
  "ትራክተር",
  "ዱቄት",
  "ስኳር",
  "ዘይት",
  "ጤፍ",
  "ስንዴ",
  "በቆሎ",
  "ቡና",
];

/** Amharic names of frequent public buyers, most frequent first. */
export const AMHARIC_BUYERS = [
  "የኢትዮጵያ ኤሌክትሪክ አገልግሎት",
  "የአዲስ አበባ ከተማ አስተዳደር",
  "የኢትዮጵያ መንገዶች አስተዳደር",
  "የኢትዮጵያ ንግድ ባንክ",
  "የጤና ሚኒስቴር",
  "የትምህርት ሚኒስቴር",
  "የኢትዮጵያ መድኃኒት አቅራቢ አገልግሎት",
  "አዲስ አበባ ዩኒቨርሲቲ",
  "የግብርና ሚኒስቴር",
  "የገንዘብ ሚኒስቴር",
  "የአዲስ አበባ ውሃና ፍሳሽ ባለሥልጣን",
  "የአዲስ አበባ ከተማ መንገዶች ባለሥልጣን",
  "ባሕር ዳር ዩኒቨርሲቲ",
  "ጎንደር ዩኒቨርሲቲ",
  "የአማራ ክልል ጤና ቢሮ",
  "የኦሮሚያ ክልል ትምህርት ቢሮ",
  "የባሕር ዳር ከተማ አስተዳደር",
  "የሀዋሳ ከተማ አስተዳደር",
  "የጎንደር ከተማ አስተዳደር",
  "የደሴ ከተማ አስተዳደር",
  "የአዳማ ከተማ አስተዳደር",
  "የኢትዮጵያ ልማት ባንክ",
  "ኢትዮ ቴሌኮም",
  "የፌዴራል ፖሊስ ኮሚሽን",
  "ጥቁር አንበሳ ስፔሻላይዝድ ሆስፒታል",
];

/** Amharic titles: %1$s buyer, %2$s items. */
export const AMHARIC_TITLE_TEMPLATES = [
  "%1$s %2$s ግዥ ግልጽ ጨረታ ማስታወቂያ",
  "%1$s %2$s አቅርቦት ግልጽ ጨረታ",
  "%1$s %2$s ግንባታ ሥራ ጨረታ ማስታወቂያ",
  "ብሔራዊ ግልጽ ጨረታ ማስታወቂያ፡ %2$s ግዥ (%1$s)",
  "%1$s በድጋሚ የወጣ ጨረታ ማስታወቂያ፡ %2$s",
];

/** Amharic snippets: %1$s buyer, %2$s items, %3$s fee in birr. */
export const AMHARIC_SNIPPET_TEMPLATES = [
  "%1$s %2$s በግልጽ ጨረታ አወዳድሮ መግዛት ይፈልጋል። የጨረታ ሰነዱን በማይመለስ ብር %3$s መግዛት ይቻላል።",
  "%1$s %2$s ለማሠራት ሕጋዊ ተጫራቾችን ይጋብዛል።",
  "ተጫራቾች የታደሰ የንግድ ፈቃድ እና የግብር ከፋይ መለያ ቁጥር ማቅረብ አለባቸው። %2$s (%1$s)",
];

/** Amharic boilerplate of the description. */
export const AMHARIC_BOILERPLATE = [
  "ተጫራቾች የታደሰ የንግድ ፈቃድ፣ የግብር ከፋይ መለያ ቁጥር እና የተጨማሪ እሴት ታክስ ምዝገባ ሰርተፍኬት ማቅረብ አለባቸው።",
  "የጨረታ ማስከበሪያ በባንክ በተረጋገጠ ቼክ ወይም በባንክ ዋስትና ማቅረብ ይኖርባቸዋል።",
  "መሥሪያ ቤቱ ጨረታውን በሙሉም ሆነ በከፊል የመሰረዝ መብቱ የተጠበቀ ነው።",
];
