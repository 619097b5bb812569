/**
 * The people behind the generated test resumes: what each resume says, so a
 * parser's answer can be scored against it. Layouts live in resumes.ts.
 */
export type Month = [year: number, month: number];
export type Job = { title: string; company: string; location: string; start: Month; end: Month | null; bullets: string[] };
export type Person = {
  name: string;
  headline: string;
  location: string;
  email: string;
  phone: string;
  summary: string | null;
  skills: string[];
  jobs: Job[];
  education: string[];
};

export type DateStyle = "short" | "long" | "numeric" | "year" | "now";

const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A job's dates the way one resume writes them: "Jan 2020 – Present", "March 2017 to June 2019", "03/2018 – 11/2020", "2019 - 2021", "2021–now". */
export function dateRange(job: Job, style: DateStyle): string {
  const one = ([y, m]: Month) =>
    style === "short" ? `${SHORT[m - 1]} ${y}` : style === "long" ? `${LONG[m - 1]} ${y}` : style === "numeric" ? `${String(m).padStart(2, "0")}/${y}` : String(y);
  const end = job.end ? one(job.end) : style === "now" ? "now" : "Present";
  if (style === "long") return `${one(job.start)} to ${end}`;
  if (style === "now") return `${one(job.start)}–${end}`;
  if (style === "year") return `${one(job.start)} - ${end}`;
  return `${one(job.start)} – ${end}`;
}

export const PEOPLE = {
  jane: {
    name: "Jane Doe",
    headline: "Senior Backend Engineer",
    location: "Berlin, Germany",
    email: "jane.doe@example.com",
    phone: "+49 30 1234567",
    summary: "Backend engineer with eight years of experience building payment systems. I like clear APIs, careful migrations and mentoring engineers who are new to the team.",
    skills: ["Go", "TypeScript", "PostgreSQL", "Kubernetes", "Kafka", "gRPC"],
    jobs: [
      { title: "Senior Backend Engineer", company: "Acme Payments GmbH", location: "Berlin, Germany", start: [2020, 1], end: null, bullets: ["Led the move of billing to event-driven services on Kafka", "Cut p99 checkout latency by 40% with Redis caching", "Mentored four engineers through their first on-call rotation"] },
      { title: "Software Engineer", company: "Globex Corporation", location: "Hamburg, Germany", start: [2017, 3], end: [2019, 12], bullets: ["Built the merchant REST API used by 3,000 shops", "Introduced contract tests between twelve services"] },
      { title: "Junior Developer", company: "Initech", location: "Leipzig, Germany", start: [2015, 9], end: [2017, 2], bullets: ["Maintained the invoicing module and its reports"] },
    ],
    education: ["BSc Computer Science, TU Berlin, 2011 - 2015"],
  },
  marco: {
    name: "Marco Rossi",
    headline: "Product Designer",
    location: "Milan, Italy",
    email: "marco.rossi@example.com",
    phone: "+39 02 555 0101",
    summary: "Product designer turning research into simple interfaces for fintech and travel products.",
    skills: ["Figma", "Prototyping", "UX Research", "Design systems", "Accessibility"],
    jobs: [
      { title: "Lead Product Designer", company: "Viaggi Labs", location: "Milan, Italy", start: [2021, 4], end: null, bullets: ["Own the booking flow across web and mobile", "Built the design system used by six squads"] },
      { title: "Product Designer", company: "Banca Nova S.p.A.", location: "Turin, Italy", start: [2018, 6], end: [2021, 3], bullets: ["Redesigned onboarding; completion rose from 52% to 71%", "Ran weekly usability tests with customers"] },
    ],
    education: ["MA Interaction Design, Politecnico di Milano, 2016 - 2018"],
  },
  aisha: {
    name: "Aisha Khan",
    headline: "Data Scientist",
    location: "London, United Kingdom",
    email: "aisha.khan@example.com",
    phone: "+44 20 7946 0000",
    summary: "Data scientist focused on forecasting and experimentation for consumer products.",
    skills: ["Python", "SQL", "Pandas", "PyTorch", "Airflow", "A/B testing"],
    jobs: [
      { title: "Senior Data Scientist", company: "Monzo Bank", location: "London, United Kingdom", start: [2022, 2], end: null, bullets: ["Built the churn model behind retention campaigns", "Set up the experimentation platform's metrics layer"] },
      { title: "Data Scientist", company: "Ocado Technology", location: "Hatfield, United Kingdom", start: [2019, 7], end: [2022, 1], bullets: ["Forecast demand for 40,000 products a day", "Moved batch jobs from cron to Airflow"] },
      { title: "Data Analyst", company: "Deliveroo", location: "London, United Kingdom", start: [2017, 9], end: [2019, 6], bullets: ["Built weekly dashboards for operations teams"] },
    ],
    education: ["MSc Statistics, University College London, 2016 - 2017"],
  },
  tom: {
    name: "Tom Becker",
    headline: "DevOps Engineer",
    location: "Munich, Germany",
    email: "tom.becker@example.com",
    phone: "+49 89 555 0199",
    summary: "DevOps engineer who automates infrastructure and keeps releases boring.",
    skills: ["Terraform", "Kubernetes", "AWS", "Ansible", "GitHub Actions", "Prometheus"],
    jobs: [
      { title: "DevOps Engineer", company: "Siemens AG", location: "Munich, Germany", start: [2020, 5], end: null, bullets: ["Run 30 Kubernetes clusters on AWS with Terraform", "Brought deploy time from 40 to 8 minutes"] },
      { title: "Systems Administrator", company: "Allianz Technology", location: "Munich, Germany", start: [2016, 10], end: [2020, 4], bullets: ["Automated server builds with Ansible", "Introduced monitoring with Prometheus and Grafana"] },
    ],
    education: ["BEng Computer Engineering, TU Munich, 2012 - 2016"],
  },
  lucia: {
    name: "Lucia Fernandez",
    headline: "Marketing Manager",
    location: "Madrid, Spain",
    email: "lucia.fernandez@example.com",
    phone: "+34 91 555 0142",
    summary: "Marketing manager growing B2B software brands across Europe with content and paid search.",
    skills: ["SEO", "Google Ads", "HubSpot", "Content Marketing", "Salesforce"],
    jobs: [
      { title: "Marketing Manager", company: "Cabify", location: "Madrid, Spain", start: [2021, 9], end: null, bullets: ["Lead a team of five across content, paid and lifecycle", "Grew qualified leads by 65% in two years"] },
      { title: "Digital Marketing Specialist", company: "Typeform", location: "Barcelona, Spain", start: [2018, 1], end: [2021, 8], bullets: ["Ran paid search in six languages", "Rebuilt the blog's SEO; organic traffic doubled"] },
      { title: "Marketing Assistant", company: "Telefonica", location: "Madrid, Spain", start: [2016, 6], end: [2017, 12], bullets: ["Coordinated trade fair presence"] },
    ],
    education: ["BA Marketing, Universidad Complutense de Madrid, 2012 - 2016"],
  },
  priya: {
    name: "Priya Nair",
    headline: "Frontend Developer",
    location: "Bangalore, India",
    email: "priya.nair@example.com",
    phone: "+91 80 5550 1234",
    summary: "Frontend developer who builds fast, accessible React applications.",
    skills: ["React", "TypeScript", "Next.js", "CSS", "Jest", "Storybook"],
    jobs: [
      { title: "Frontend Developer", company: "Flipkart", location: "Bangalore, India", start: [2021, 7], end: null, bullets: ["Rebuilt the product page in Next.js; LCP fell by a second", "Wrote the shared component library with Storybook"] },
      { title: "Web Developer", company: "Infosys Limited", location: "Pune, India", start: [2018, 8], end: [2021, 6], bullets: ["Built internal dashboards in React and Redux", "Added unit tests with Jest to legacy screens"] },
    ],
    education: ["BTech Computer Science, NIT Calicut, 2014 - 2018"],
  },
  erik: {
    name: "Erik Johansson",
    headline: "Account Executive",
    location: "Stockholm, Sweden",
    email: "erik.johansson@example.com",
    phone: "+46 8 555 010 10",
    summary: "Account executive selling SaaS to mid-market companies in the Nordics.",
    skills: ["B2B Sales", "Negotiation", "Salesforce", "Account Management", "Cold outreach"],
    jobs: [
      { title: "Account Executive", company: "Klarna", location: "Stockholm, Sweden", start: [2020, 2], end: null, bullets: ["Closed 1.2 million EUR of new business in 2023", "Ran the Nordic partner channel"] },
      { title: "Sales Development Representative", company: "Spotify", location: "Stockholm, Sweden", start: [2017, 8], end: [2020, 1], bullets: ["Booked 25 qualified meetings a month"] },
    ],
    education: ["BSc Business Administration, Stockholm School of Economics, 2014 - 2017"],
  },
  sam: {
    name: "Sam Lee",
    headline: "QA Engineer",
    location: "Toronto, Canada",
    email: "sam.lee@example.com",
    phone: "+1 416 555 0100",
    summary: null,
    skills: ["Cypress", "Selenium", "Playwright", "Jira"],
    jobs: [
      { title: "QA Engineer", company: "Shopify", location: "Toronto, Canada", start: [2021, 3], end: null, bullets: ["Automated checkout regression tests with Playwright"] },
      { title: "Test Analyst", company: "Rogers Communications", location: "Toronto, Canada", start: [2019, 1], end: [2021, 2], bullets: ["Wrote and ran manual test plans for billing releases"] },
    ],
    education: [],
  },
  lukasz: {
    name: "Łukasz Wróbel",
    headline: "Software Engineer",
    location: "Łódź, Poland",
    email: "lukasz.wrobel@example.com",
    phone: "+48 42 555 01 23",
    summary: "Software engineer from Łódź working on Java services for logistics; fluent in Polish, German and English (Müller-style precision, café-fuelled).",
    skills: ["Java", "Spring Boot", "Kotlin", "PostgreSQL", "Docker"],
    jobs: [
      { title: "Software Engineer", company: "Müller & Söhne GmbH", location: "Düsseldorf, Germany", start: [2021, 1], end: null, bullets: ["Built route planning services in Kotlin and Spring Boot", "Cut warehouse pick errors by 18%"] },
      { title: "Java Developer", company: "Łódzka Spółka Transportowa", location: "Łódź, Poland", start: [2017, 10], end: [2020, 12], bullets: ["Maintained the fleet tracking backend", "Migrated reports from Oracle to PostgreSQL"] },
    ],
    education: ["MSc Computer Science, Politechnika Łódzka, 2012 - 2017"],
  },
  nora: {
    name: "Nora Schmidt",
    headline: "Project Manager",
    location: "Vienna, Austria",
    email: "nora.schmidt@example.com",
    phone: "+43 1 555 0110",
    summary: "Project manager delivering construction software roll-outs on time.",
    skills: ["Project Management", "Agile", "Jira", "Stakeholder Management"],
    jobs: [
      { title: "Project Manager", company: "Strabag SE", location: "Vienna, Austria", start: [2019, 4], end: null, bullets: ["Rolled out site software to 120 construction sites"] },
      { title: "Project Coordinator", company: "Porr AG", location: "Vienna, Austria", start: [2016, 2], end: [2019, 3], bullets: ["Planned and tracked budgets for 14 projects"] },
    ],
    education: ["MSc Civil Engineering, TU Wien, 2010 - 2015"],
  },
  olivia: {
    name: "Olivia Brown",
    headline: "Engineering Manager",
    location: "Dublin, Ireland",
    email: "olivia.brown@example.com",
    phone: "+353 1 555 0123",
    summary: "Engineering manager with fifteen years in software, the last six leading teams that build developer platforms. I care about calm on-call rotations, written decisions and growing people into leads.",
    skills: ["Leadership", "Kubernetes", "Go", "Python", "Hiring", "Incident management", "AWS"],
    jobs: [
      { title: "Engineering Manager", company: "Stripe", location: "Dublin, Ireland", start: [2021, 6], end: null, bullets: ["Leads two platform teams of eleven engineers that run the internal deploy system.", "Introduced written design reviews and cut repeat incidents by half over two years."] },
      { title: "Senior Software Engineer", company: "Intercom", location: "Dublin, Ireland", start: [2018, 2], end: [2021, 5], bullets: ["Built the job queue that sends two billion messages a month and mentored three engineers into senior roles."] },
      { title: "Software Engineer", company: "Workday", location: "Dublin, Ireland", start: [2015, 9], end: [2018, 1], bullets: ["Worked on payroll calculation services in Java and moved their deployment to containers."] },
      { title: "Software Developer", company: "Ericsson", location: "Athlone, Ireland", start: [2012, 7], end: [2015, 8], bullets: ["Developed network monitoring tools in Python and C for operators across Europe."] },
      { title: "Graduate Developer", company: "Accenture", location: "Dublin, Ireland", start: [2010, 9], end: [2012, 6], bullets: ["Delivered client web applications for banking and insurance projects."] },
      { title: "Software Engineering Intern", company: "IBM", location: "Dublin, Ireland", start: [2009, 6], end: [2009, 9], bullets: ["Wrote test tooling for a storage product during a summer internship."] },
    ],
    education: ["BSc Computer Science, Trinity College Dublin, 2006 - 2010"],
  },
} satisfies Record<string, Person>;
