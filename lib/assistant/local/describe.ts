import { isToolName, lookupSkill } from "@/lib/assistant/vocabulary/skills";
import type { JobFields } from "@/lib/assistant/types";
import { joinAnd } from "@/lib/assistant/wording";

/**
 * The local engine's job description: markdown with the sections a candidate
 * looks for (role, responsibilities, requirements, nice-to-haves, benefits,
 * salary and location), written in sentences from what the interview learned.
 */
/**
 * The level as a fact ("It is a senior role."), never a pitch the interview did not give ("great next step for
 * someone early in their career"); nothing when the title or the employment type says it already.
 */
function levelSentence(f: JobFields): string {
  const level = f.experienceLevel?.toLowerCase();
  if (!level || f.jobTitle?.toLowerCase().includes(level) || f.employmentType?.toLowerCase() === level) return "";
  if (level === "internship") return "It is an internship.";
  return `It is a ${level === "director" ? "director-level" : level} role.`;
}

/** "the EU", "the United States": places whose names take an article in a sentence. */
const inPlace = (where: string) => (/^(?:EU|US|USA|UK|UAE|Netherlands|Philippines|United |Czech Republic)/.test(where) ? `the ${where}` : where);

// Only what the interview learned: no number of office days, and no "our office" (an agency hires for its client).
function workplace(f: JobFields): string {
  const where = f.location && f.location !== "Anywhere" ? inPlace(f.location) : null;
  switch (f.jobType) {
    case "Remote":
      return where ? `This is a remote role, open to people in ${where}.` : "This is a fully remote role: work from wherever you do your best work.";
    case "Hybrid":
      return where ? `The role is hybrid: part of the week at the office in ${where}, part from home.` : "The role is hybrid, mixing office days with working from home.";
    case "On-site":
      return where ? `The role is on-site in ${where}.` : "The role is on-site.";
    default:
      return where ? `The role is based in ${where}.` : "";
  }
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|eu|one)/i.test(word) ? "an" : "a";
}

function requirements(f: JobFields): string[] {
  const out: string[] = [];
  // Tools read as "experience with"; licences, languages and qualifications ("CDL Class A", "English B2") are
  // requirements in their own words.
  const skills = (f.requiredSkills ?? []).filter(isToolName);
  const ownWords = (f.requiredSkills ?? []).filter((s) => !isToolName(s));
  const level = f.experienceLevel?.toLowerCase();
  const early = level === "internship" || level === "junior";
  // The years once: "2 years ICU experience" in the ad's words says them already.
  const yearsSaid = ownWords.some((s) => /\b\d+\+?\s*(?:years?|yrs?)\b/i.test(s));
  if (f.yearsOfExperience && !yearsSaid) out.push(`${f.yearsOfExperience}+ years of relevant professional experience`);
  else if (level && !early) out.push(`Experience at ${level.endsWith("level") ? level : `${level} level`} in a similar role`);
  if (skills.length) out.push(`${early ? "Some experience with" : "Strong, hands-on experience with"} ${joinAnd(skills.slice(0, 2))}`);
  if (skills.length > 2) out.push(`Working knowledge of ${joinAnd(skills.slice(2))}`);
  // Only what was said: no trait ("curiosity", "a track record of …") nobody asked for.
  out.push(...ownWords);
  return out;
}

/** The user's nice-to-haves; none said ([]: declined) is none written; not asked yet, a suggestion from the skills. */
function niceToHaves(f: JobFields): string[] {
  if (f.niceToHaves) return f.niceToHaves;
  const required = new Set(f.requiredSkills ?? []);
  const related = [...new Set((f.requiredSkills ?? []).flatMap((s) => lookupSkill(s)?.related ?? []))].filter((s) => !required.has(s));
  return related.length ? related.slice(0, 3).map((s) => `Experience with ${s}`) : ["Experience in a similar industry or team"];
}

const section = (title: string, lines: string[]) => `## ${title}\n\n${lines.map((l) => `- ${l}`).join("\n")}\n`;

export function writeDescription(f: JobFields): string {
  const title = f.jobTitle ?? "Open position";
  const company = f.companyName && f.companyName !== "Confidential" ? f.companyName : "Our client";
  const facts = [...new Set([f.companyName && f.companyName !== "Confidential" ? `**${f.companyName}**` : null, f.jobType, f.location, f.employmentType, f.experienceLevel])]
    .filter(Boolean)
    .join(" · ");
  const skills = (f.requiredSkills ?? []).filter(isToolName);
  const employment = f.employmentType ? `${article(f.employmentType)} ${f.employmentType.toLowerCase()} ` : "a ";
  const intro = [
    `${company} is looking for ${article(title)} ${title} to join the team.`,
    skills.length ? `You will work mostly with ${joinAnd(skills.slice(0, 3))}.` : "",
    `This is ${employment}position${f.schedule ? `, working ${f.schedule.toLowerCase()}` : ""}. ${levelSentence(f)}`.trim(),
    workplace(f),
  ]
    .filter(Boolean)
    .join(" ");

  const responsibilities = f.responsibilities?.length ? f.responsibilities : ["Own your area of work and deliver results the team can rely on"];
  // Benefits declined or skipped ([], describedFields): no section; never asked: the honest hedge.
  const benefits = f.benefits ?? ["The full package is shared in the first conversation"];
  const pay = f.salaryRange ? (f.salaryRange === "Competitive" ? "Competitive, shared in the first conversation" : f.salaryRange) : "Shared in the first conversation";
  const place = f.location ? (f.jobType ? `${f.location} (${f.jobType.toLowerCase()})` : f.location) : (f.jobType ?? "To be agreed");

  return [
    `# ${title}\n`,
    facts ? `${facts}\n` : "",
    `## About the role\n\n${intro}\n`,
    section("Responsibilities", responsibilities),
    requirements(f).length ? section("Requirements", requirements(f)) : "",
    niceToHaves(f).length ? section("Nice to have", niceToHaves(f)) : "",
    benefits.length ? section("Benefits", benefits) : "",
    section("Salary and location", [
      `Salary: ${pay}`,
      `Location: ${place}`,
      ...(f.employmentType ? [`Employment type: ${f.employmentType}`] : []),
      ...(f.schedule ? [`Shifts: ${f.schedule}`] : []),
    ]),
  ]
    .filter(Boolean)
    .join("\n")
    .trim();
}
