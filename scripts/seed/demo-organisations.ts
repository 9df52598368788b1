// The issuing organisation of each demo tender, by title: the buyer its notice names (ministries
// and regional bureaus, universities, utilities, city administrations). A few issue several
// tenders, so the organisation filter has something to narrow.
export const organisationByTitle: Record<string, string> = {
  "Construction of G+4 Office Building in Hawassa": "Sidama National Regional State Finance Bureau",
  "Upgrading of Debre Markos–Mota Road Section to Asphalt Concrete Standard":
    "Ethiopian Roads Administration",
  "የአስፋልት መንገድ ግንባታ ሥራ ግልጽ ጨረታ": "Addis Ababa City Roads Authority",
  "Maintenance and Renovation of Student Dormitories (Lot 1–2)": "Bahir Dar University",
  "Construction of Rural Footbridges and Box Culverts in Gambela Region":
    "Gambela Regional Rural Roads Authority",
  "Beeksisa Caalbaasii: Ijaarsa Mana Barumsaa Sadarkaa Lammaffaa Adaamaa":
    "Oromia Education Bureau",
  "Supply of 40 Desktop Computers and Accessories": "Ethiopian Statistical Service",
  "የኮምፒዩተርና ተዛማጅ ዕቃዎች ግዥ": "Commercial Bank of Ethiopia",
  "Supply, Installation and Commissioning of Campus Network (LAN and Wi-Fi)": "Jimma University",
  "Supply of Fibre Optic Cable and Accessories for Metro Network Expansion": "Ethio Telecom",
  "Supply and Installation of CCTV Surveillance System": "Harari Regional State Police Commission",
  "Procurement of Laboratory Reagents (Lot 1–3)": "Ethiopian Public Health Institute",
  "የመድኃኒትና የሕክምና መገልገያዎች ግዥ": "Sidama Regional Health Bureau",
  "Supply of Medical Equipment for Primary Hospitals": "Somali Regional State Health Bureau",
  "Supply of Hospital Beds, Mattresses and Bedside Cabinets": "Jimma University Medical Center",
  "Procurement of Essential Medicines and Medical Consumables":
    "Ethiopian Pharmaceutical Supply Service",
  "Procurement of Four Double-Cabin Pick-up Vehicles (4x4)":
    "Benishangul-Gumuz Regional Agriculture Bureau",
  "የተሽከርካሪ ግዥ ጨረታ": "South Ethiopia Regional Agriculture Bureau",
  "Supply of Heavy Construction Machinery (Excavators, Graders and Rollers)":
    "Ethiopian Construction Works Corporation",
  "Supply of Tyres, Batteries and Spare Parts for City Buses":
    "Anbessa City Bus Service Enterprise",
  "Vehicle Maintenance and Repair Services (Framework Agreement)": "Dire Dawa University",
  "Procurement of 25 Motorcycles for Agricultural Extension Workers":
    "South West Ethiopia Peoples' Regional Agriculture Bureau",
  "የቢሮ ዕቃዎች ግዥ": "Amhara Regional Education Bureau",
  "Supply of Photocopy Machines and Printers": "Addis Ababa University",
  "Supply of Office Consumables (Toner, Paper and Files)": "Ethiopian Electric Utility",
  "Supply of 2,000 Student Desks for Primary Schools": "Gambela Regional Education Bureau",
  "Beeksisa Caalbaasii: Bittaa Meeshaalee Waajjiraa fi Kompiitaraa": "Jimma University",
  "ግሉጽ ጨረታ፡ ዕድጊት ናይ ቤት ጽሕፈት ኣቑሑ": "Mekelle University",
  "External Audit Services for the Annual Financial Statements":
    "Harar Water Supply and Sewerage Authority",
  "Feasibility Study for Small-Scale Irrigation Schemes in Afar Region":
    "Afar Regional Irrigation and Pastoral Development Bureau",
  "Provision of Leadership and Procurement Management Training":
    "Ethiopian Civil Service University",
  "Consultancy Service for Digital Transformation Strategy Development":
    "Ethiopian Shipping and Logistics Services Enterprise",
  "Supply of Improved Maize and Wheat Seeds": "Oromia Regional Agriculture Bureau",
  "ግሉጽ ጨረታ፡ ዕድጊት ናይ ሕርሻ መሳርሒታት": "Tigray Regional Bureau of Agriculture and Rural Development",
  "Supply of Veterinary Drugs and Vaccines":
    "Somali Regional Livestock and Pastoral Development Bureau",
  "Supply of Agro-chemicals (Herbicides, Insecticides and Fungicides)":
    "Amhara Agricultural Input Supply Enterprise",
  "Supply and Installation of Coffee Pulping and Washing Machinery":
    "Sidama Coffee Farmers' Cooperative Union",
  "Supply of Tree Seedlings for the Green Legacy Programme":
    "Central Ethiopia Regional Agriculture Bureau",
  "Supply of Distribution Transformers (50–315 kVA)": "Ethiopian Electric Utility",
  "Supply and Installation of Solar Systems for Rural Health Posts":
    "South West Ethiopia Peoples' Regional Water and Energy Bureau",
  "Supply of Standby Diesel Generators (100 kVA and 250 kVA)": "Assosa University",
  "Supply of Electrical Materials (Cables, Poles and Fittings)": "Ethiopian Electric Utility",
  "የጽሕፈት መሣሪያዎችና የሕትመት ሥራ ግዥ": "University of Gondar",
  "Printing of National Examination Papers under Security Conditions":
    "Educational Assessment and Examinations Service",
  "Printing of Annual Report and Promotional Materials": "Ethiopian Investment Commission",
  "Supply of Stationery and Exercise Books for Schools":
    "Benishangul-Gumuz Regional Education Bureau",
  "የጽዳትና የጥበቃ አገልግሎት ግዥ": "Dire Dawa Administration Revenue Authority",
  "Provision of Security Guard Services for Branch Offices": "Commercial Bank of Ethiopia",
  "Supply of Sanitary and Cleaning Materials": "Gambela General Hospital",
  "Landscaping, Gardening and Pest Control Services": "Mizan-Tepi University",
  "Beeksisa Caalbaasii Banaa: Bittaa Ujummoo fi Meeshaalee Bishaanii":
    "Oromia Water and Energy Bureau",
  "Supply of HDPE and uPVC Pipes and Fittings": "Addis Ababa Water and Sewerage Authority",
  "Drilling and Construction of Six Deep Boreholes": "Somali Regional Water Bureau",
  "Supply of Submersible Pumps and Motors": "Harar Water Supply and Sewerage Authority",
  "Supply of Water Treatment Chemicals (Aluminium Sulphate and Calcium Hypochlorite)":
    "Bahir Dar City Water Supply and Sewerage Service",
  "የምግብ ዕቃዎች አቅርቦት ጨረታ": "Hiwot Fana Specialized Hospital",
  "Provision of Catering Services for Student Cafeterias": "Arba Minch University",
  "Supply of Flour, Pasta and Bread for University Cafeteria": "Samara University",
  "Supply of Commercial Kitchen Equipment and Beverage Dispensers": "Ethiopian Airlines Group",
  "Supply of Staff Uniforms and Safety Shoes": "Ethiopian Railways Corporation",
  "Supply of Bed Sheets, Blankets and Mattresses for Student Dormitories": "Wachemo University",
};
