/**
 * Job openings (content/jobs.json): what an opening's page shows and what its `JobPosting` says.
 * Isomorphic and without runtime imports, so the content check (run by Node with type stripping),
 * the build and the pages share it: the rules that refuse an opening (`jobProblems`) are the rules
 * the JSON-LD builder (`jobPostingJsonLd`) relies on. docs/decisions/job-pages.md
 */
import type { JobPosting, MonetaryAmount, WithContext } from "schema-dts";

/** The employment types an editor picks, as the page shows them, and Google's values for them. */
export const EMPLOYMENT_TYPES = {
  "Full Time": "FULL_TIME",
  "Part Time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;
export const EMPLOYMENT_TYPE_NAMES = Object.keys(EMPLOYMENT_TYPES) as EmploymentType[];

/** Where the work happens. "Remote" is Google's TELECOMMUTE: 100 % remote, no office needed. */
export const WORKPLACES = ["On site", "Hybrid", "Remote"] as const;
export type Workplace = (typeof WORKPLACES)[number];

/** The period a salary figure is paid for; Google's unitText is the same word in capitals. */
export const SALARY_UNITS = ["hour", "day", "week", "month", "year"] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** Currencies the page can write with their symbol; any other ISO 4217 code is written as its code. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { INR: "₹", USD: "$", EUR: "€", GBP: "£" };

/** The route of an opening's page: /Career/<slug>, under the spec's /Career. */
export const jobPath = (slug: string): string => `/Career/${slug}`;

export interface JobOffice {
  street?: string | null;
  city: string;
  region?: string | null;
  postalCode?: string | null;
  /** ISO 3166-1 alpha-2 code, like IN or US. */
  country: string;
}

export interface JobSalary {
  /** ISO 4217 code, like INR or USD. */
  currency: string;
  min: number;
  /** Absent: a single figure rather than a range. */
  max?: number | null;
  unit: string;
}

export interface JobStep {
  title: string;
  description: string;
}

/** One opening as content/jobs.json holds it (and GraphQL returns it). */
export interface JobFacts {
  slug: string;
  title: string;
  location: string;
  type: string;
  workplace: string;
  summary: string;
  /** The role in a few paragraphs, separated by blank lines. */
  about: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave?: readonly string[] | null;
  process: readonly JobStep[];
  office?: JobOffice | null;
  /** Countries a remote applicant may live in, by name ("India"). */
  remoteCountries?: readonly string[] | null;
  salary?: JobSalary | null;
  /** YYYY-MM-DD */
  datePosted: string;
  /** YYYY-MM-DD: the last day applications are taken. */
  closes: string;
  /** Filled or withdrawn before its closing date. */
  closed?: boolean | null;
}

/** Today's date (UTC) as YYYY-MM-DD: the build's "today" that decides which openings are open. */
export const isoDay = (date: Date = new Date()): string => date.toISOString().slice(0, 10);

/**
 * Open: not marked closed and its closing date not passed. A job closing on 2027-01-31 is listed by
 * every build made on or before that day (UTC) and by none after it.
 */
export function isOpen(job: Pick<JobFacts, "closes" | "closed">, today: string): boolean {
  return job.closed !== true && job.closes >= today;
}

/** The paragraphs of a text with blank lines between them. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** 1234567 -> "1,234,567"; in Indian grouping (INR) "12,34,567". Written out: Intl costs a long task on a page's start. */
export function groupDigits(amount: number, indian = false): string {
  const whole = String(Math.round(Math.abs(amount)));
  const sign = amount < 0 ? "-" : "";
  if (!indian || whole.length <= 3) return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}${rest},${last3}`;
}

/** 600000 INR -> "₹6,00,000"; 45 USD -> "$45"; 100 CHF -> "CHF 100". */
export function formatMoney(amount: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const digits = groupDigits(amount, currency === "INR");
  return symbol ? `${symbol}${digits}` : `${currency} ${digits}`;
}

/** "₹6,00,000 – ₹9,00,000" or "₹6,00,000" (the period is the page's own words). */
export function salaryAmount(salary: JobSalary): string {
  const min = formatMoney(salary.min, salary.currency);
  return salary.max != null && salary.max !== salary.min ? `${min} – ${formatMoney(salary.max, salary.currency)}` : min;
}

/** Characters that are markup in HTML text. */
const escapeHtml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface DescriptionLabels {
  responsibilities: string;
  requirements: string;
  niceToHave: string;
  process: string;
}

/**
 * The posting's description as HTML (Google asks for HTML: <p>, <ul>, <li>, <h3>): the role's
 * paragraphs, then each list under its heading. Every content string is escaped.
 */
export function jobDescriptionHtml(job: JobFacts, labels: DescriptionLabels): string {
  const list = (title: string, items: readonly string[]) =>
    items.length === 0
      ? ""
      : `<h3>${escapeHtml(title)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
  return [
    ...paragraphs(job.about).map((p) => `<p>${escapeHtml(p)}</p>`),
    list(labels.responsibilities, job.responsibilities),
    list(labels.requirements, job.requirements),
    list(labels.niceToHave, job.niceToHave ?? []),
    list(
      labels.process,
      job.process.map((s) => `${s.title}: ${s.description}`),
    ),
  ].join("");
}

export interface HiringOrganization {
  /** The @id of the site's Organization node (structured-data.ts organizationId). */
  id: string;
  name: string;
  url: string;
  /** Absolute URL of a square logo. */
  logo: string;
}

/**
 * `JobPosting` of an open opening, with Google's required properties (title, description,
 * datePosted, hiringOrganization, jobLocation or, for remote work, applicantLocationRequirements)
 * and its recommended ones (validThrough, employmentType, baseSalary when published, identifier,
 * jobLocationType, directApply). `directApply` is true: every open opening's page carries the
 * application form (src/components/forms/application-form.tsx, POST /api/apply), and only open
 * openings get this data (docs/decisions/job-pages.md). Throws on a job `jobProblems` refuses.
 */
export function jobPostingJsonLd(
  job: JobFacts,
  url: string,
  org: HiringOrganization,
  labels: DescriptionLabels,
): WithContext<JobPosting> {
  const problems = jobProblems(job);
  if (problems.length > 0)
    throw new Error(`Job "${job.slug}": ${problems.map((p) => `${p.field}: ${p.problem}`).join("; ")}`);
  const remote = job.workplace === "Remote";
  const office = job.office;
  const salary = job.salary;
  const baseSalary: MonetaryAmount | undefined = salary
    ? {
        "@type": "MonetaryAmount",
        currency: salary.currency,
        value: {
          "@type": "QuantitativeValue",
          ...(salary.max != null && salary.max !== salary.min
            ? { minValue: salary.min, maxValue: salary.max }
            : { value: salary.min }),
          unitText: salary.unit.toUpperCase(),
        },
      }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job, labels),
    identifier: { "@type": "PropertyValue", name: org.name, value: job.slug },
    datePosted: job.datePosted,
    // The end of the closing day (UTC): the build lists the job through that day too (isOpen).
    validThrough: `${job.closes}T23:59:59Z`,
    employmentType: EMPLOYMENT_TYPES[job.type as EmploymentType],
    hiringOrganization: { "@type": "Organization", "@id": org.id, name: org.name, sameAs: org.url, logo: org.logo },
    ...(office && !remote
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              ...(office.street ? { streetAddress: office.street } : {}),
              addressLocality: office.city,
              ...(office.region ? { addressRegion: office.region } : {}),
              ...(office.postalCode ? { postalCode: office.postalCode } : {}),
              addressCountry: office.country,
            },
          },
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: (job.remoteCountries ?? []).map((name) => ({
            "@type": "Country" as const,
            name,
          })),
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    directApply: true,
    url,
  };
}

export interface JobProblem {
  /** The field inside the opening, like "salary.max". */
  field: string;
  problem: string;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What makes an opening's `JobPosting` invalid or misleading, beyond the content model's field
 * checks (gatsby/content-model.ts): the content check reports these as `file: field: problem`.
 */
export function jobProblems(job: Partial<JobFacts>): JobProblem[] {
  const problems: JobProblem[] = [];
  const add = (field: string, problem: string) => problems.push({ field, problem });
  if (typeof job.type === "string" && !(job.type in EMPLOYMENT_TYPES))
    add("type", `"${job.type}" is not an employment type: use one of ${EMPLOYMENT_TYPE_NAMES.join(", ")}`);
  if (typeof job.workplace === "string" && !WORKPLACES.includes(job.workplace as Workplace))
    add("workplace", `"${job.workplace}" is not a work arrangement: use one of ${WORKPLACES.join(", ")}`);
  if (job.workplace === "Remote") {
    if (!job.remoteCountries || job.remoteCountries.filter((c) => c.trim()).length === 0)
      add("remoteCountries", "a remote opening must name the countries applicants may work from (Google requires it)");
  } else if (typeof job.workplace === "string") {
    if (!job.office)
      add("office", `an opening worked ${job.workplace.toLowerCase()} needs the office address (Google requires it)`);
    if (job.remoteCountries && job.remoteCountries.length > 0)
      add("remoteCountries", `only remote openings name countries: this one is worked ${job.workplace.toLowerCase()}`);
  }
  if (job.office) {
    if (typeof job.office.country === "string" && !/^[A-Z]{2}$/.test(job.office.country))
      add(
        "office.country",
        `must be a two-letter country code in capitals, like IN or US, not "${job.office.country}"`,
      );
    if (!job.office.city?.trim()) add("office.city", "the city of the office is missing");
  }
  const { datePosted, closes } = job;
  if (typeof datePosted === "string" && typeof closes === "string" && DATE_RE.test(datePosted) && DATE_RE.test(closes))
    if (closes < datePosted) add("closes", `the closing date ${closes} is before the date posted ${datePosted}`);
  const s = job.salary;
  if (s) {
    if (typeof s.currency === "string" && !/^[A-Z]{3}$/.test(s.currency))
      add("salary.currency", `must be a three-letter currency code in capitals, like INR or USD, not "${s.currency}"`);
    if (typeof s.unit === "string" && !SALARY_UNITS.includes(s.unit as SalaryUnit))
      add("salary.unit", `"${s.unit}" is not a pay period: use one of ${SALARY_UNITS.join(", ")}`);
    if (typeof s.min === "number" && s.min <= 0) add("salary.min", "must be more than 0");
    if (typeof s.min === "number" && typeof s.max === "number" && s.max < s.min)
      add("salary.max", `${s.max} is less than the minimum ${s.min}: write the range from low to high`);
  }
  if (typeof job.about === "string" && paragraphs(job.about).length === 0)
    add("about", "required text is missing: describe the role in a paragraph or more");
  return problems;
}
