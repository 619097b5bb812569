import { draftResponsibilities } from "./derive";
import type { JobFields, Topic } from "./types";
import { skillExample } from "./vocabulary/roles";

/**
 * How the interviewer talks about each topic: the question (worded from what is
 * already known), a sharper follow-up for vague answers, and what it says when
 * the user asks what the question means. `essential` topics must be known
 * before the description can be written.
 */
type TopicSpec = {
  label: string;
  essential: boolean;
  question: (f: JobFields) => string;
  followUp: (f: JobFields) => string;
  help: string;
};

const role = (f: JobFields) => (f.jobTitle ? `the ${f.jobTitle} role` : "this role");
const aRole = (f: JobFields) => (f.jobTitle ? `the ${f.jobTitle}` : "this person");

export const TOPIC_SPECS: Record<Topic, TopicSpec> = {
  jobTitle: {
    label: "job title",
    essential: true,
    question: () => "What role are you hiring for? A job title like \"Senior Backend Engineer\" is perfect.",
    followUp: () => "Could you give me the job title as it should appear on the post, for example \"Product Designer\" or \"Data Analyst\"?",
    help: "The job title is the name of the position candidates will search for, such as \"Frontend Developer\" or \"Account Executive\". Clear, common titles get more applicants than internal ones.",
  },
  companyName: {
    label: "company name",
    essential: true,
    // Only agencies are asked (a company's own name is known): the employer is their client.
    question: (f) => `Which client are you hiring ${aRole(f)} for? Give the company name candidates should see, or a short description if the client is confidential.`,
    followUp: () => "What name should candidates see as the employer on the post? For a confidential client, a description such as \"A fast-growing fintech in Berlin\" works.",
    help: "The company name is the employer shown on the post. If you are an agency hiring for a client that wants to stay anonymous, a description such as \"A fast-growing fintech in Berlin\" works too.",
  },
  experienceLevel: {
    label: "experience level",
    essential: true,
    question: (f) =>
      f.yearsOfExperience
        ? `You mentioned ${f.yearsOfExperience}+ years of experience. Which level should the post show for ${aRole(f)}: junior, mid-level, senior or lead?`
        : `How senior should ${aRole(f)} be: junior, mid-level, senior or lead? A number of years helps too.`,
    followUp: (f) => `Roughly how many years of experience should ${aRole(f)} bring? That lets me set the level.`,
    help: "The experience level tells candidates whether the job fits their career stage: junior is usually 0–2 years, mid-level 3–4, senior 5 or more, and lead adds guiding other people.",
  },
  employmentType: {
    label: "employment type",
    essential: true,
    question: () => "Is this a full-time, part-time, contract or freelance position?",
    followUp: () => "Just to pin it down: full-time, part-time, contract, freelance or an internship?",
    help: "The employment type is the kind of contract: full-time and part-time are usually permanent employment, contract and freelance are for a fixed period or project.",
  },
  jobType: {
    label: "workplace type",
    essential: true,
    question: () => "Where will the work happen: on-site, hybrid or fully remote?",
    followUp: () => "Would the person be in the office every day, some days a week, or work fully remote?",
    help: "The workplace type says where people work: on-site means at your office every day, hybrid mixes office days with home, remote means they can work from home or anywhere you allow.",
  },
  location: {
    label: "location",
    essential: true,
    question: (f) =>
      f.jobType === "Remote"
        ? "Can the person work from anywhere, or only from certain countries or time zones?"
        : `Which city or country is the ${f.jobType === "Hybrid" ? "office for the hybrid days" : "office"} in?`,
    followUp: () => "Which city or country should I put on the post?",
    help: "The location is where the job is based. For remote roles it can be a region or time zone (\"Remote, Europe\"), which helps with taxes, contracts and overlapping hours.",
  },
  salaryRange: {
    label: "salary range",
    essential: false,
    question: (f) => `What salary range can you offer for ${role(f)}? Something like "80-95k EUR a year" or "$50/h" works.`,
    followUp: () => "Posts with a concrete range get noticeably more applicants. Even a broad one like 70–90k is fine. What range can you offer?",
    help: "The salary range is the pay you can offer, with the currency and whether it is per year, month or hour. Many countries require it on job posts, and it is the first thing candidates look for. You can also skip it.",
  },
  requiredSkills: {
    label: "required skills",
    essential: true,
    // The example fits the role's field; with none known, no example sends a nurse towards web frameworks.
    question: (f) => {
      const example = skillExample(f.jobTitle);
      return example
        ? `Which skills or tools must ${aRole(f)} have? A short list is enough, e.g. "${example}".`
        : `Which skills, tools or qualifications must ${aRole(f)} have? A short list, separated by commas, is enough.`;
    },
    followUp: () => "Could you name the three to five must-have skills or tools, separated by commas?",
    help: "Required skills are the must-haves: the tools, languages or abilities someone needs from day one. Keep it to the essentials; extras go under nice-to-haves.",
  },
  responsibilities: {
    label: "responsibilities",
    essential: true,
    question: (f) => `What will ${aRole(f)} do day to day? Two or three main responsibilities are plenty.`,
    followUp: () => "Could you name two or three concrete things they would work on in a typical week?",
    help: "Responsibilities describe the work itself: what the person builds, owns or delivers. Concrete tasks help candidates picture the job.",
  },
  niceToHaves: {
    label: "nice-to-haves",
    essential: false,
    question: () => "Is there anything that would be a bonus but isn't required? Say \"none\" if not.",
    followUp: () => "Any extra skills or experience that would make a candidate stand out?",
    help: "Nice-to-haves are skills or experience that help but are not required. Listing them separately keeps good candidates from ruling themselves out.",
  },
  benefits: {
    label: "benefits",
    essential: false,
    question: () => "What benefits come with the job, such as holidays, equity, learning budget or health cover?",
    followUp: () => "Which two or three perks would you highlight to a candidate?",
    help: "Benefits are everything besides salary: paid holidays, health insurance, pension, equity, a learning budget, flexible hours and so on.",
  },
  tags: {
    label: "tags",
    essential: false,
    question: () => "Last one: any tags to help people find the post (e.g. \"fintech, startup, visa sponsorship\")? Say \"skip\" and I'll suggest some.",
    followUp: () => "A few keywords for search, separated by commas?",
    help: "Tags are short keywords that help candidates find the post in search, for example the industry, \"startup\" or \"visa sponsorship\".",
  },
};

/** Sensible values when an essential topic was skipped twice; the user can edit them on the posting form. */
export const TOPIC_DEFAULTS: Partial<Record<Topic, (f: JobFields) => Partial<JobFields> | null>> = {
  experienceLevel: () => ({ experienceLevel: "Mid-level" }),
  employmentType: () => ({ employmentType: "Full-time" }),
  jobType: () => ({ jobType: "On-site" }),
  location: (f) => (f.jobType === "Remote" ? { location: "Anywhere" } : null),
  companyName: () => ({ companyName: "Confidential" }),
  responsibilities: (f) => ({ responsibilities: draftResponsibilities(f) }),
};

export const isEssential = (t: Topic) => TOPIC_SPECS[t].essential;
