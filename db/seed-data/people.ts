/** Demo candidates with their profiles and work history (dates are fixed: they are history). */
export type SeedExperience = {
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string | null;
  description: string;
};

export type SeedCandidate = {
  email: string;
  name: string;
  headline: string;
  profileSummary: string;
  location: string;
  skills: string[];
  experiences: SeedExperience[];
};

export const CANDIDATES: SeedCandidate[] = [
  {
    email: "candidate@demo.test",
    name: "Alex Morgan",
    headline: "Frontend engineer who loves accessible, fast interfaces",
    profileSummary:
      "Six years building web applications with React and TypeScript, most recently leading the design system at a travel start-up. I care about accessibility, performance and clear code reviews.",
    location: "Berlin, Germany",
    skills: ["React", "TypeScript", "Next.js", "CSS", "Accessibility", "Playwright"],
    experiences: [
      { title: "Senior Frontend Developer", company: "Wanderly", location: "Berlin, Germany", startDate: "2021-03-01", endDate: null, description: "Lead the design system used by four product teams; cut page weight by 40%." },
      { title: "Frontend Developer", company: "Kontor Software", location: "Hamburg, Germany", startDate: "2018-06-01", endDate: "2021-02-28", description: "Built the customer portal in React and introduced end-to-end tests." },
      { title: "Web Developer (working student)", company: "Agentur Blau", location: "Hamburg, Germany", startDate: "2016-10-01", endDate: "2018-05-31", description: "Built marketing sites and learned to love CSS grid." },
    ],
  },
  {
    email: "priya.raman@candidates.demo.test",
    name: "Priya Raman",
    headline: "Data engineer — pipelines, warehouses and dbt",
    profileSummary: "Data engineer with four years of experience building reliable ELT pipelines on Snowflake and BigQuery. Previously an analyst, so I know what the people downstream need.",
    location: "London, United Kingdom",
    skills: ["Python", "SQL", "dbt", "Airflow", "Snowflake"],
    experiences: [
      { title: "Data Engineer", company: "Harbour Pay", location: "London, United Kingdom", startDate: "2022-01-10", endDate: null, description: "Own the payments data models and the Airflow platform." },
      { title: "Data Analyst", company: "Brightmarket", location: "London, United Kingdom", startDate: "2019-09-01", endDate: "2021-12-20", description: "Built self-serve dashboards and the first dbt project." },
    ],
  },
  {
    email: "jonas.weber@candidates.demo.test",
    name: "Jonas Weber",
    headline: "Backend engineer (Go, PostgreSQL)",
    profileSummary: "Backend engineer focused on Go services and PostgreSQL performance. I like small services, boring deployments and well-written runbooks.",
    location: "Munich, Germany",
    skills: ["Go", "PostgreSQL", "Kubernetes", "gRPC", "Terraform"],
    experiences: [
      { title: "Backend Engineer", company: "Fjord Mobility", location: "Munich, Germany", startDate: "2020-04-01", endDate: null, description: "Built the trip-pricing service handling 2,000 requests per second." },
      { title: "Software Engineer", company: "Datenwerk", location: "Munich, Germany", startDate: "2017-08-01", endDate: "2020-03-31", description: "Maintained Java and Go services for insurance clients." },
    ],
  },
  {
    email: "maria.santos@candidates.demo.test",
    name: "Maria Santos",
    headline: "Product designer with a research habit",
    profileSummary: "Product designer who starts with users. Five years designing B2B tools, from discovery interviews to the final pixel and the design system that keeps it consistent.",
    location: "Amsterdam, Netherlands",
    skills: ["Figma", "User Research", "Prototyping", "Design Systems"],
    experiences: [
      { title: "Product Designer", company: "Lumen Retail", location: "Amsterdam, Netherlands", startDate: "2021-05-01", endDate: null, description: "Redesigned store operations tools used by 3,000 staff." },
      { title: "UX Designer", company: "Studio Noord", location: "Amsterdam, Netherlands", startDate: "2019-02-01", endDate: "2021-04-30", description: "Ran research and design sprints for agency clients." },
    ],
  },
  {
    email: "daniel.okafor@candidates.demo.test",
    name: "Daniel Okafor",
    headline: "DevOps engineer — Kubernetes, AWS, Terraform",
    profileSummary: "Platform engineer who turns fragile deployments into boring ones. Certified Kubernetes administrator with seven years on AWS.",
    location: "Manchester, United Kingdom",
    skills: ["Kubernetes", "AWS", "Terraform", "CI/CD", "Linux", "Python"],
    experiences: [
      { title: "Senior DevOps Engineer", company: "Fieldnote", location: "Remote", startDate: "2021-09-01", endDate: null, description: "Moved 40 services to Kubernetes and halved CI time." },
      { title: "Systems Engineer", company: "Northern Rail Digital", location: "Manchester, United Kingdom", startDate: "2016-07-01", endDate: "2021-08-31", description: "Ran on-premise Linux estate and the first cloud migration." },
    ],
  },
  {
    email: "emily.chen@candidates.demo.test",
    name: "Emily Chen",
    headline: "Account executive in B2B SaaS",
    profileSummary: "Quota-carrying account executive with a record of 115% average attainment selling analytics software to mid-market companies.",
    location: "New York, NY, USA",
    skills: ["B2B Sales", "Negotiation", "HubSpot", "Salesforce"],
    experiences: [
      { title: "Account Executive", company: "Greyline Analytics", location: "New York, NY, USA", startDate: "2021-02-01", endDate: null, description: "Closed $1.4M new ARR in 2023." },
      { title: "Sales Development Representative", company: "Cloudlane", location: "New York, NY, USA", startDate: "2019-06-01", endDate: "2021-01-31", description: "Top SDR four quarters running." },
    ],
  },
  {
    email: "lucas.martin@candidates.demo.test",
    name: "Lucas Martin",
    headline: "Computer science student looking for a frontend internship",
    profileSummary: "Third-year computer science student. I have built two React side projects and contributed small fixes to an open-source UI library.",
    location: "Berlin, Germany",
    skills: ["JavaScript", "React", "HTML", "CSS"],
    experiences: [
      { title: "Teaching Assistant, Web Programming", company: "TU Berlin", location: "Berlin, Germany", startDate: "2023-10-01", endDate: null, description: "Run weekly lab sessions for 30 students." },
    ],
  },
  {
    email: "sofia.rossi@candidates.demo.test",
    name: "Sofia Rossi",
    headline: "Security engineer — appsec and cloud",
    profileSummary: "Application security engineer who prefers fixing classes of bugs over single bugs. OSCP, five years in fintech.",
    location: "Copenhagen, Denmark",
    skills: ["Threat Modelling", "OWASP", "Python", "Cloud Security", "Penetration Testing"],
    experiences: [
      { title: "Application Security Engineer", company: "Kestrel Bank", location: "Copenhagen, Denmark", startDate: "2020-11-01", endDate: null, description: "Built secure-by-default libraries and ran the bug bounty." },
      { title: "Penetration Tester", company: "RedHarbor Security", location: "Milan, Italy", startDate: "2018-01-15", endDate: "2020-10-31", description: "Tested web and mobile apps for banks and insurers." },
    ],
  },
];

export const PERSONAL_MESSAGES = [
  "Hello! I have followed your product for a while and would love to help build it. My recent work is very close to what this role describes.",
  "Hi, I believe my experience fits this role well. I'd be glad to talk about how I could contribute to your team.",
  "Good morning — I'm applying because the responsibilities match what I do best today, and I want to keep growing in this direction.",
  "Hi there, I'm excited about this opportunity. I've attached my profile and I'm available to start within a month.",
  "Hello, your team's focus on quality is what drew me to this post. I'd welcome the chance to discuss the role.",
];
