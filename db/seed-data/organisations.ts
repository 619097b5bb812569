import type { JobStatus } from "../schema";

/**
 * Demo companies and recruitment agencies. Each owner lists the jobs it posts:
 * a role key from the job catalog, the status, and (for agencies) the client
 * company named on the post. The demo accounts own jobs in every status so the
 * manage-jobs tabs all have something to show.
 */
export type PlannedJob = { role: string; status: JobStatus; location?: string; client?: string };

export type SeedCompany = {
  email: string;
  name: string;
  companyName: string;
  industry: string;
  numberOfEmployees: number;
  /** Lower-case band (spec §5): small < 50 ≤ medium < 250 ≤ large. */
  companySize: "small" | "medium" | "large";
  about: string;
  website: string;
  location: string;
  profileSummary: string;
  benefits: string[];
  jobs: PlannedJob[];
};

export type SeedAgency = {
  email: string;
  name: string;
  agencyName: string;
  candidatesPlaced: number;
  recruiterDegree: string;
  specialties: string[];
  about: string;
  website: string;
  location: string;
  profileSummary: string;
  featured: boolean;
  jobs: PlannedJob[];
};

const O = "Open" as const;
const D = "Drafted" as const;
const P = "Paused" as const;
const C = "Closed" as const;

export const COMPANIES: SeedCompany[] = [
  {
    email: "company@demo.test",
    name: "Northwind Labs",
    companyName: "Northwind Labs",
    industry: "Software",
    numberOfEmployees: 120,
    companySize: "medium",
    about:
      "Northwind Labs builds scheduling and workforce software used by 4,000 clinics, salons and repair shops across Europe. We are a product-led team that ships small changes every day.",
    website: "https://northwind.example",
    location: "Berlin, Germany",
    profileSummary: "Product-led SaaS company building scheduling software for small businesses.",
    benefits: ["30 days of paid holiday", "€1,500 yearly learning budget", "Flexible hours and a hybrid office in Kreuzberg", "Company pension with 5% match"],
    jobs: [
      { role: "senior-frontend", status: O },
      { role: "backend-go", status: O },
      { role: "product-designer", status: O },
      { role: "data-analyst", status: O },
      { role: "devops", status: O, location: "Remote (EU)" },
      { role: "qa-engineer", status: O },
      { role: "customer-success", status: O },
      { role: "engineering-manager", status: D },
      { role: "mobile-engineer", status: D },
      { role: "product-manager", status: P },
      { role: "frontend-intern", status: P },
      { role: "technical-writer", status: C },
    ],
  },
  {
    email: "talent@bluefin-health.demo.test",
    name: "Bluefin Health",
    companyName: "Bluefin Health",
    industry: "Healthcare",
    numberOfEmployees: 850,
    companySize: "large",
    about:
      "Bluefin Health runs remote patient monitoring for NHS trusts and private clinics. Our devices and software follow 60,000 patients with chronic conditions at home.",
    website: "https://bluefin-health.example",
    location: "London, United Kingdom",
    profileSummary: "Remote patient monitoring for hospitals and clinics.",
    benefits: ["Private medical and dental cover", "25 days holiday plus bank holidays", "Cycle to work scheme", "Enhanced parental leave"],
    jobs: [
      { role: "backend-python", status: O },
      { role: "clinical-data-analyst", status: O },
      { role: "security-engineer", status: O },
      { role: "product-manager", status: O },
      { role: "qa-engineer", status: O, location: "Manchester, United Kingdom" },
      { role: "ml-engineer", status: D },
      { role: "support-engineer", status: P },
      { role: "data-analyst", status: C },
    ],
  },
  {
    email: "jobs@copperleaf.demo.test",
    name: "Copperleaf Energy",
    companyName: "Copperleaf Energy",
    industry: "Renewable Energy",
    numberOfEmployees: 42,
    companySize: "small",
    about:
      "Copperleaf Energy designs control software for community solar farms and home batteries. A small team with a large grid: 180 MW under management in Texas.",
    website: "https://copperleaf.example",
    location: "Austin, TX, USA",
    profileSummary: "Control software for community solar and batteries.",
    benefits: ["Equity for every employee", "Full health, dental and vision", "401(k) with 4% match", "Home office stipend"],
    jobs: [
      { role: "embedded-engineer", status: O },
      { role: "fullstack-typescript", status: O },
      { role: "data-engineer", status: O },
      { role: "sales-executive", status: O },
      { role: "operations-intern", status: D },
      { role: "devops", status: C },
    ],
  },
  {
    email: "careers@atlas-freight.demo.test",
    name: "Atlas Freight",
    companyName: "Atlas Freight",
    industry: "Logistics",
    numberOfEmployees: 2300,
    companySize: "large",
    about:
      "Atlas Freight moves containers between Rotterdam, Hamburg and 40 inland terminals. Our digital team builds the planning tools our dispatchers use every hour of the day.",
    website: "https://atlas-freight.example",
    location: "Rotterdam, Netherlands",
    profileSummary: "European container logistics with an in-house digital team.",
    benefits: ["Holiday allowance of 8%", "NS business card for travel", "Hybrid work: two office days", "Yearly bonus"],
    jobs: [
      { role: "backend-java", status: O },
      { role: "data-engineer", status: O },
      { role: "operations-planner", status: O },
      { role: "product-designer", status: O },
      { role: "fullstack-typescript", status: P },
      { role: "engineering-manager", status: C },
    ],
  },
];

export const AGENCIES: SeedAgency[] = [
  {
    email: "agency@demo.test",
    name: "TalentBridge Recruitment",
    agencyName: "TalentBridge Recruitment",
    candidatesPlaced: 340,
    recruiterDegree: "Master's",
    specialties: ["Software Engineering", "Data", "Product"],
    about:
      "TalentBridge places engineers, data people and product managers with scale-ups across the UK and Europe. Every candidate talks to a recruiter who has done the job.",
    website: "https://talentbridge.example",
    location: "London, United Kingdom",
    profileSummary: "Technical recruiters for scale-ups in the UK and Europe.",
    featured: true,
    jobs: [
      { role: "senior-frontend", status: O, client: "Harbour Pay", location: "London, United Kingdom" },
      { role: "backend-python", status: O, client: "Fieldnote", location: "Remote (UK)" },
      { role: "data-scientist", status: O, client: "Harbour Pay", location: "London, United Kingdom" },
      { role: "product-manager", status: O, client: "Lumen Retail", location: "Amsterdam, Netherlands" },
      { role: "devops", status: O, client: "Fieldnote", location: "Remote (UK)" },
      { role: "mobile-engineer", status: O, client: "Lumen Retail", location: "Amsterdam, Netherlands" },
      { role: "security-engineer", status: D, client: "Confidential fintech", location: "London, United Kingdom" },
      { role: "data-engineer", status: P, client: "Harbour Pay", location: "London, United Kingdom" },
      { role: "qa-engineer", status: C, client: "Fieldnote", location: "Remote (UK)" },
      { role: "engineering-manager", status: C, client: "Lumen Retail", location: "Amsterdam, Netherlands" },
    ],
  },
  {
    email: "hello@meridian-search.demo.test",
    name: "Meridian Search Partners",
    agencyName: "Meridian Search Partners",
    candidatesPlaced: 128,
    recruiterDegree: "Bachelor's",
    specialties: ["Sales", "Finance", "Operations"],
    about: "Meridian Search Partners hires sales, finance and operations leaders for growing companies on the US East Coast.",
    website: "https://meridian-search.example",
    location: "New York, NY, USA",
    profileSummary: "Search firm for sales, finance and operations roles.",
    featured: false,
    jobs: [
      { role: "sales-executive", status: O, client: "Greyline Analytics", location: "New York, NY, USA" },
      { role: "financial-analyst", status: O, client: "Portside Capital", location: "New York, NY, USA" },
      { role: "customer-success", status: O, client: "Greyline Analytics", location: "Boston, MA, USA" },
      { role: "operations-planner", status: D, client: "Portside Capital", location: "New York, NY, USA" },
    ],
  },
  {
    email: "team@nordic-tech-talent.demo.test",
    name: "Nordic Tech Talent",
    agencyName: "Nordic Tech Talent",
    candidatesPlaced: 75,
    recruiterDegree: "Bachelor's",
    specialties: ["DevOps", "Cloud", "Security"],
    about: "Nordic Tech Talent finds cloud, platform and security engineers for companies in Stockholm, Copenhagen and Oslo.",
    website: "https://nordic-tech-talent.example",
    location: "Stockholm, Sweden",
    profileSummary: "Cloud, platform and security recruiting in the Nordics.",
    featured: true,
    jobs: [
      { role: "devops", status: O, client: "Fjord Mobility", location: "Stockholm, Sweden" },
      { role: "security-engineer", status: O, client: "Kestrel Bank", location: "Copenhagen, Denmark" },
      { role: "backend-go", status: O, client: "Fjord Mobility", location: "Remote (EU)" },
      { role: "ml-engineer", status: P, client: "Kestrel Bank", location: "Copenhagen, Denmark" },
    ],
  },
];
