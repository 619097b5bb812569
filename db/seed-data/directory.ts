import { sizeOfHeadcount } from "@/lib/profiles/schemas";

/**
 * More organisations for the directories (/getallcompanies, /viewallrecruiter,
 * /recruitersocial): profiles only, no jobs, so the lists have a realistic spread
 * of industries, sizes, places, specialisms and placement records. One line each:
 * the demo's job-owning companies and agencies are in ./organisations.ts.
 */
type CompanyLine = [name: string, industry: string, employees: number, location: string, about: string];
type AgencyLine = [person: string, agency: string, placed: number, degree: string, specialties: string[], location: string, about: string, featured: boolean];

const COMPANY_LINES: CompanyLine[] = [
  ["Harbour Pay", "Finance", 310, "London, United Kingdom", "Card payments and payouts for marketplaces across Europe."],
  ["Fieldnote", "Software", 64, "Manchester, United Kingdom", "Note-taking and field reports for surveyors and inspectors."],
  ["Lumen Retail", "Retail", 1800, "Amsterdam, Netherlands", "Lighting and home goods sold in 140 stores and online."],
  ["Greyline Analytics", "Software", 95, "New York, NY, USA", "Forecasting software for grocery chains and their suppliers."],
  ["Portside Capital", "Finance", 45, "New York, NY, USA", "A small investment firm backing logistics and port infrastructure."],
  ["Fjord Mobility", "Logistics", 220, "Oslo, Norway", "Electric ferries and the booking platform that runs them."],
  ["Kestrel Bank", "Finance", 5400, "Copenhagen, Denmark", "A digital bank for small businesses in the Nordics."],
  ["Brightpath Academy", "Education", 160, "Dublin, Ireland", "Online courses in data and design with live mentors."],
  ["Orchard & Vine", "Hospitality", 730, "Lisbon, Portugal", "Boutique hotels and restaurants in renovated farmhouses."],
  ["Sableworks", "Manufacturing", 1200, "Stuttgart, Germany", "Precision parts for electric drivetrains."],
  ["Tidewater Media", "Media", 38, "Toronto, Canada", "Podcasts and documentaries about the sea and the people who work on it."],
  ["Cobalt Signal", "Telecommunications", 2600, "Madrid, Spain", "Private 5G networks for ports, mines and factories."],
  ["Quarry Health", "Healthcare", 140, "Edinburgh, United Kingdom", "Physiotherapy clinics with an app for home exercises."],
  ["Sunmesa Solar", "Renewable Energy", 480, "Phoenix, AZ, USA", "Utility-scale solar farms and the software that balances them."],
  ["Northbeam Consulting", "Consulting", 27, "Stockholm, Sweden", "Cloud cost and architecture reviews for scale-ups."],
  ["Papercrane Games", "Software", 12, "Kraków, Poland", "Small, strange puzzle games for phones and consoles."],
  ["Helix Diagnostics", "Healthcare", 3100, "Basel, Switzerland", "Laboratory tests and the instruments that run them."],
  ["Meadowlark Foods", "Retail", 260, "Vienna, Austria", "Organic groceries delivered from regional farms."],
  ["Ironbark Logistics", "Logistics", 8, "Melbourne, Australia", "Same-day courier service for pharmacies."],
  ["Clearwater Learning", "Education", 9200, "Chicago, IL, USA", "School management software used by 12,000 schools."],
];

const AGENCY_LINES: AgencyLine[] = [
  ["Priya Nair", "Keystone Tech Recruiting", 512, "Master's in Organisational Psychology", ["Software Engineering", "Data", "Machine Learning"], "Bangalore, India", "We place engineers and data scientists with product companies in India and Europe.", true],
  ["Tom Becker", "Brightside Talent", 260, "CIPD Level 5", ["Finance", "Accounting"], "Frankfurt, Germany", "Accountants, controllers and finance leads for mid-sized firms.", false],
  ["Sofia Rossi", "Studio Hire", 95, "Bachelor's", ["Design", "UX Research"], "Milan, Italy", "Designers and researchers for agencies and in-house teams.", false],
  ["James O'Connor", "Greenfield Energy Search", 180, "MBA", ["Renewable Energy", "Engineering"], "Dublin, Ireland", "Engineers and project managers for wind and solar developers.", true],
  ["Amara Okafor", "Carebridge Staffing", 890, "Bachelor's in Nursing", ["Healthcare", "Nursing"], "Lagos, Nigeria", "Nurses, clinicians and health administrators.", false],
  ["Lucas Martin", "Northstar Executive", 48, "SHRM-SCP", ["Leadership", "Operations"], "Paris, France", "Executive search for operations and general management.", false],
  ["Hannah Kim", "Pivot Sales Partners", 330, "REC Certificate", ["Sales", "Customer Success"], "Seoul, South Korea", "Account executives and customer success managers for SaaS.", false],
  ["Diego Alvarez", "Cloudline Recruiting", 140, "AWS Certified Cloud Practitioner", ["DevOps", "Cloud", "Site Reliability"], "Madrid, Spain", "Platform and reliability engineers, remote across Europe.", false],
  ["Emma Johansson", "Freightwise Talent", 72, "Bachelor's", ["Logistics", "Supply Chain"], "Gothenburg, Sweden", "Planners, dispatchers and supply-chain analysts.", false],
  ["Noah Williams", "Campus to Career", 1250, "Master's in Education", ["Graduates", "Internships"], "Boston, MA, USA", "First jobs and internships for graduates of 60 universities.", false],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const DIRECTORY_COMPANIES = COMPANY_LINES.map(([name, industry, numberOfEmployees, location, about]) => ({
  email: `hello@${slug(name)}.demo.test`,
  name,
  companyName: name,
  industry,
  numberOfEmployees,
  companySize: sizeOfHeadcount(numberOfEmployees),
  location,
  about,
  website: `https://${slug(name)}.example`,
  profileSummary: about,
}));

export const DIRECTORY_AGENCIES = AGENCY_LINES.map(([person, agencyName, candidatesPlaced, recruiterDegree, specialties, location, about, featured]) => ({
  email: `${slug(person)}@${slug(agencyName)}.demo.test`,
  name: person,
  agencyName,
  candidatesPlaced,
  recruiterDegree,
  specialties,
  location,
  about,
  website: `https://${slug(agencyName)}.example`,
  profileSummary: about,
  featured,
}));
