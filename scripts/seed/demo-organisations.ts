// The issuing organisation of each demo tender, by title: ministries, universities, utilities
// and city administrations as Ethiopian notices name them. A few issue several tenders, so the
// organisation filter has something to narrow.
export const organisationByTitle: Record<string, string> = {
  "Construction of G+4 Office Building in Hawassa": "Sidama Region Bureau of Finance",
  "Upgrading of Debre Markos–Mota Road Section to Asphalt Concrete Standard":
    "Ethiopian Roads Administration",
  "የአስፋልት መንገድ ግንባታ ሥራ ግልጽ ጨረታ": "Addis Ababa City Roads Authority",
  "Maintenance and Renovation of Student Dormitories (Lot 1–2)": "Bahir Dar University",
  "Construction of Rural Footbridges and Box Culverts in Gambela Region":
    "Ethiopian Roads Administration",
  "Beeksisa Caalbaasii: Ijaarsa Mana Barumsaa Sadarkaa Lammaffaa Adaamaa":
    "Adama City Administration",
  "Supply of 40 Desktop Computers and Accessories": "Ministry of Education",
  "የኮምፒዩተርና ተዛማጅ ዕቃዎች ግዥ": "Addis Ababa City Administration",
  "Supply, Installation and Commissioning of Campus Network (LAN and Wi-Fi)": "Jimma University",
  "Supply of Fibre Optic Cable and Accessories for Metro Network Expansion": "Ethio Telecom",
  "Supply and Installation of CCTV Surveillance System": "Harar City Administration",
  "Procurement of Laboratory Reagents (Lot 1–3)": "Ethiopian Public Health Institute",
  "የመድኃኒትና የሕክምና መገልገያዎች ግዥ": "Sidama Region Health Bureau",
  "Supply of Medical Equipment for Primary Hospitals": "Ministry of Health",
  "Supply of Hospital Beds, Mattresses and Bedside Cabinets": "Ministry of Health",
  "Procurement of Essential Medicines and Medical Consumables":
    "Ethiopian Pharmaceuticals Supply Service",
  "Procurement of Four Double-Cabin Pick-up Vehicles (4x4)": "Assosa University",
  "የተሽከርካሪ ግዥ ጨረታ": "Wolaita Sodo University",
  "Supply of Heavy Construction Machinery (Excavators, Graders and Rollers)":
    "Ethiopian Roads Administration",
  "Supply of Tyres, Batteries and Spare Parts for City Buses":
    "Anbessa City Bus Service Enterprise",
  "Vehicle Maintenance and Repair Services (Framework Agreement)": "Dire Dawa City Administration",
  "Procurement of 25 Motorcycles for Agricultural Extension Workers": "Ministry of Agriculture",
  "የቢሮ ዕቃዎች ግዥ": "Amhara Region Bureau of Finance",
  "Supply of Photocopy Machines and Printers": "Addis Ababa University",
  "Supply of Office Consumables (Toner, Paper and Files)": "Oromia Region Bureau of Finance",
  "Supply of 2,000 Student Desks for Primary Schools": "Ministry of Education",
  "Beeksisa Caalbaasii: Bittaa Meeshaalee Waajjiraa fi Kompiitaraa":
    "Oromia Region Bureau of Finance",
  "ግሉጽ ጨረታ፡ ዕድጊት ናይ ቤት ጽሕፈት ኣቑሑ": "Mekelle University",
  "External Audit Services for the Annual Financial Statements": "Haramaya University",
  "Feasibility Study for Small-Scale Irrigation Schemes in Afar Region":
    "Ministry of Irrigation and Lowlands",
  "Provision of Leadership and Procurement Management Training":
    "Public Procurement and Property Authority",
  "Consultancy Service for Digital Transformation Strategy Development":
    "Ministry of Innovation and Technology",
  "Supply of Improved Maize and Wheat Seeds": "Ministry of Agriculture",
  "ግሉጽ ጨረታ፡ ዕድጊት ናይ ሕርሻ መሳርሒታት": "Tigray Region Bureau of Agriculture",
  "Supply of Veterinary Drugs and Vaccines": "Somali Region Livestock Development Bureau",
  "Supply of Agro-chemicals (Herbicides, Insecticides and Fungicides)": "Ministry of Agriculture",
  "Supply and Installation of Coffee Pulping and Washing Machinery":
    "Ethiopian Coffee and Tea Authority",
  "Supply of Tree Seedlings for the Green Legacy Programme": "Ministry of Agriculture",
  "Supply of Distribution Transformers (50–315 kVA)": "Ethiopian Electric Utility",
  "Supply and Installation of Solar Systems for Rural Health Posts": "Ministry of Health",
  "Supply of Standby Diesel Generators (100 kVA and 250 kVA)": "Ethiopian Electric Utility",
  "Supply of Electrical Materials (Cables, Poles and Fittings)": "Ethiopian Electric Utility",
  "የጽሕፈት መሣሪያዎችና የሕትመት ሥራ ግዥ": "Bahir Dar University",
  "Printing of National Examination Papers under Security Conditions":
    "Educational Assessment and Examinations Service",
  "Printing of Annual Report and Promotional Materials": "Commercial Bank of Ethiopia",
  "Supply of Stationery and Exercise Books for Schools": "Ministry of Education",
  "የጽዳትና የጥበቃ አገልግሎት ግዥ": "Dire Dawa University",
  "Provision of Security Guard Services for Branch Offices": "Commercial Bank of Ethiopia",
  "Supply of Sanitary and Cleaning Materials": "Gambela University",
  "Landscaping, Gardening and Pest Control Services": "Mizan-Tepi University",
  "Beeksisa Caalbaasii Banaa: Bittaa Ujummoo fi Meeshaalee Bishaanii":
    "Oromia Water and Energy Bureau",
  "Supply of HDPE and uPVC Pipes and Fittings": "Addis Ababa Water and Sewerage Authority",
  "Drilling and Construction of Six Deep Boreholes": "Ministry of Water and Energy",
  "Supply of Submersible Pumps and Motors": "Harar Water Supply and Sewerage Authority",
  "Supply of Water Treatment Chemicals (Aluminium Sulphate and Calcium Hypochlorite)":
    "Bahir Dar City Water Supply and Sewerage Service",
  "የምግብ ዕቃዎች አቅርቦት ጨረታ": "Haramaya University",
  "Provision of Catering Services for Student Cafeterias": "Arba Minch University",
  "Supply of Flour, Pasta and Bread for University Cafeteria": "Samara University",
  "Supply of Commercial Kitchen Equipment and Beverage Dispensers": "Ethiopian Airlines Group",
  "Supply of Staff Uniforms and Safety Shoes": "Ethiopian Electric Utility",
  "Supply of Bed Sheets, Blankets and Mattresses for Student Dormitories": "Wachemo University",
};
