import type { RoleTemplate } from "./roles-engineering";

type Currency = { symbol: string; rate: number };

const EUR: Currency = { symbol: "€", rate: 1 };
const GBP: Currency = { symbol: "£", rate: 0.85 };
const USD: Currency = { symbol: "$", rate: 1.25 };

function currencyFor(location: string): Currency {
  if (/United Kingdom|\(UK\)/.test(location)) return GBP;
  if (/USA/.test(location)) return USD;
  return EUR;
}

const money = (symbol: string, amount: number) => `${symbol}${amount.toLocaleString("en-US")}`;

/**
 * Salary strings in the forms people really type ("€70,000 – €90,000 a year",
 * "$120k-150k", "£45,000", "€55 – €70 an hour"), so search and parsing meet
 * the variety of real posts. `variant` picks the form deterministically.
 */
export function formatSalary(pay: RoleTemplate["pay"], location: string, variant: number): string {
  const c = currencyFor(location);
  if (pay.per === "hour") {
    const [min, max] = [Math.round(pay.min * c.rate), Math.round(pay.max * c.rate)];
    return variant % 2 === 0 ? `${money(c.symbol, min)} – ${money(c.symbol, max)} an hour` : `${c.symbol}${max}/hour`;
  }
  if (pay.per === "month") {
    return `${money(c.symbol, Math.round((pay.min * c.rate * 1000) / 50) * 50)} a month`;
  }
  const [min, max] = [Math.round(pay.min * c.rate), Math.round(pay.max * c.rate)];
  if (c === USD && variant % 2 === 0) return `$${min}k-${max}k`;
  if (c === GBP && variant % 3 === 0) return money("£", Math.round((min + max) / 2) * 1000);
  return `${money(c.symbol, min * 1000)} – ${money(c.symbol, max * 1000)} a year`;
}

export function jobDescriptionMarkdown(role: RoleTemplate, employer: string, benefits: string[], location: string): string {
  const list = (items: string[]) => items.map((i) => `- ${i}`).join("\n");
  return [
    `## About the role`,
    `${employer} is hiring a **${role.title}** (${role.employmentType.toLowerCase()}, ${role.jobType.toLowerCase()}, ${location}). ${role.summary}`,
    `## Responsibilities`,
    list(role.responsibilities),
    `## Requirements`,
    list(role.requirements),
    `## Nice to have`,
    list(role.niceToHave),
    `## Benefits`,
    list(benefits),
  ].join("\n\n");
}
