import jobsContent from "../../content/jobs.json";
import pageCopy from "../../content/page-copy.json";
import {
  formatMoney,
  groupDigits,
  isOpen,
  jobDescriptionHtml,
  jobPath,
  jobPostingJsonLd,
  jobProblems,
  salaryAmount,
  type JobFacts,
} from "./jobs";

const org = {
  id: "https://a.example/#organization",
  name: "Atria Digital",
  url: "https://a.example",
  logo: "https://a.example/icons/icon-512.png",
};
const labels = {
  responsibilities: "What you will do",
  requirements: "What you bring",
  niceToHave: "Nice to have",
  process: "How we hire",
};

const office = { street: "1 Main Rd", city: "Mumbai", region: "Maharashtra", postalCode: "400013", country: "IN" };
const base: JobFacts = {
  slug: "react-developer",
  title: "React Developer",
  location: "Mumbai",
  type: "Full Time",
  workplace: "On site",
  summary: "Build interfaces.",
  about: "First paragraph\nwraps here.\n\nSecond <b>paragraph</b> & more.",
  responsibilities: ["Build pages"],
  requirements: ["3+ years of React"],
  niceToHave: ["Gatsby"],
  process: [{ title: "Call", description: "30 minutes." }],
  office,
  salary: { currency: "INR", min: 700000, max: 1200000, unit: "year" },
  datePosted: "2026-11-09",
  closes: "2027-03-31",
};

/**
 * Google's requirements for a JobPosting rich result (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): the required properties and the shape of the recommended ones.
 * Returns what is wrong, so a failure names the property.
 */
function googleProblems(p: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const has = (k: string) => p[k] !== undefined && p[k] !== null && p[k] !== "";
  for (const k of ["title", "description", "datePosted", "hiringOrganization"])
    if (!has(k)) problems.push(`${k} missing`);
  if (typeof p.description === "string" && !/^<(p|ul|h3)>/.test(p.description)) problems.push("description not HTML");
  const remote = p.jobLocationType === "TELECOMMUTE";
  if (!remote) {
    const address = (p.jobLocation as { address?: Record<string, unknown> } | undefined)?.address;
    if (address?.["@type"] !== "PostalAddress") problems.push("jobLocation.address missing");
    else if (!/^[A-Z]{2}$/.test(String(address.addressCountry))) problems.push("addressCountry not ISO");
  } else {
    const req = p.applicantLocationRequirements as { "@type": string; name: string }[] | undefined;
    if (!req?.length || req.some((r) => r["@type"] !== "Country" || !r.name))
      problems.push("applicantLocationRequirements missing");
  }
  const hiring = p.hiringOrganization as Record<string, unknown> | undefined;
  if (!hiring?.name || !hiring.logo) problems.push("hiringOrganization name or logo missing");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(p.datePosted))) problems.push("datePosted not ISO 8601");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(String(p.validThrough)))
    problems.push("validThrough not ISO 8601");
  const employment = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
  if (!employment.includes(String(p.employmentType))) problems.push("employmentType not a Google value");
  if (typeof p.directApply !== "boolean") problems.push("directApply not a boolean");
  if (p.baseSalary) {
    const s = p.baseSalary as { "@type": string; currency: string; value: Record<string, unknown> };
    if (s["@type"] !== "MonetaryAmount" || !/^[A-Z]{3}$/.test(s.currency))
      problems.push("baseSalary not MonetaryAmount");
    if (s.value["@type"] !== "QuantitativeValue") problems.push("baseSalary.value not QuantitativeValue");
    if (!["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(String(s.value.unitText))) problems.push("unitText");
    if (s.value.value === undefined && (s.value.minValue === undefined || s.value.maxValue === undefined))
      problems.push("baseSalary without a value or a range");
  }
  return problems;
}

describe("jobPostingJsonLd", () => {
  test("an on-site opening: Google's required and recommended properties", () => {
    const p = jobPostingJsonLd(base, "https://a.example/Career/react-developer", org, labels);
    expect(p).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "React Developer",
      datePosted: "2026-11-09",
      validThrough: "2027-03-31T23:59:59Z",
      employmentType: "FULL_TIME",
      identifier: { "@type": "PropertyValue", name: "Atria Digital", value: "react-developer" },
      hiringOrganization: { "@type": "Organization", "@id": org.id, name: "Atria Digital", logo: org.logo },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "1 Main Rd",
          addressLocality: "Mumbai",
          addressRegion: "Maharashtra",
          postalCode: "400013",
          addressCountry: "IN",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 700000, maxValue: 1200000, unitText: "YEAR" },
      },
      directApply: true,
      url: "https://a.example/Career/react-developer",
    });
    expect(p).not.toHaveProperty("jobLocationType");
    expect(p).not.toHaveProperty("applicantLocationRequirements");
    expect(googleProblems(p as unknown as Record<string, unknown>)).toEqual([]);
  });

  test("a remote opening: TELECOMMUTE with the countries applicants may live in, no office", () => {
    const p = jobPostingJsonLd(
      { ...base, workplace: "Remote", office: null, remoteCountries: ["India"], type: "Part Time" },
      "u",
      org,
      labels,
    ) as unknown as Record<string, unknown>;
    expect(p.jobLocationType).toBe("TELECOMMUTE");
    expect(p.applicantLocationRequirements).toEqual([{ "@type": "Country", name: "India" }]);
    expect(p).not.toHaveProperty("jobLocation");
    expect(p.employmentType).toBe("PART_TIME");
    expect(googleProblems(p)).toEqual([]);
  });

  test("a hybrid opening keeps its office (TELECOMMUTE is for 100 % remote work only)", () => {
    const p = jobPostingJsonLd({ ...base, workplace: "Hybrid" }, "u", org, labels) as unknown as Record<
      string,
      unknown
    >;
    expect(p.jobLocation).toBeDefined();
    expect(p).not.toHaveProperty("jobLocationType");
  });

  test("a single salary figure is a value; no salary, no baseSalary; optional address parts are left out", () => {
    const one = jobPostingJsonLd(
      { ...base, salary: { currency: "USD", min: 45, max: null, unit: "hour" }, type: "Contract" },
      "u",
      org,
      labels,
    );
    expect(one.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", value: 45, unitText: "HOUR" },
    });
    expect(one.employmentType).toBe("CONTRACTOR");
    const none = jobPostingJsonLd(
      { ...base, salary: null, office: { city: "Pune", country: "IN" } },
      "u",
      org,
      labels,
    ) as unknown as Record<string, unknown>;
    expect(none).not.toHaveProperty("baseSalary");
    expect((none.jobLocation as { address: unknown }).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Pune",
      addressCountry: "IN",
    });
    expect(googleProblems(none)).toEqual([]);
  });

  test("refuses to build what the content check refuses", () => {
    expect(() => jobPostingJsonLd({ ...base, office: null }, "u", org, labels)).toThrow(
      'Job "react-developer": office: an opening worked on site needs the office address',
    );
  });

  test("the description is HTML with every content string escaped", () => {
    const html = jobDescriptionHtml(base, labels);
    expect(html).toBe(
      "<p>First paragraph wraps here.</p><p>Second &lt;b&gt;paragraph&lt;/b&gt; &amp; more.</p>" +
        "<h3>What you will do</h3><ul><li>Build pages</li></ul>" +
        "<h3>What you bring</h3><ul><li>3+ years of React</li></ul>" +
        "<h3>Nice to have</h3><ul><li>Gatsby</li></ul>" +
        "<h3>How we hire</h3><ul><li>Call: 30 minutes.</li></ul>",
    );
    expect(jobDescriptionHtml({ ...base, niceToHave: null }, labels)).not.toContain("Nice to have");
  });

  test("every opening in content/jobs.json builds a posting Google accepts", () => {
    const jobs = jobsContent as unknown as JobFacts[];
    expect(jobs.length).toBeGreaterThanOrEqual(8);
    for (const job of jobs) {
      const p = jobPostingJsonLd(job, `https://a.example${jobPath(job.slug)}`, org, labels);
      expect([job.slug, googleProblems(p as unknown as Record<string, unknown>)]).toEqual([job.slug, []]);
    }
  });
});

describe("jobProblems", () => {
  test("a valid opening has none", () => {
    expect(jobProblems(base)).toEqual([]);
  });

  test.each<[string, Partial<JobFacts>, string, string]>([
    ["on site without an office", { office: null }, "office", "needs the office address"],
    ["remote without countries", { workplace: "Remote", office: null }, "remoteCountries", "must name the countries"],
    ["countries on an on-site job", { remoteCountries: ["India"] }, "remoteCountries", "only remote openings"],
    ["an unknown employment type", { type: "Freelance" }, "type", "not an employment type"],
    ["an unknown work arrangement", { workplace: "Onsite" }, "workplace", "not a work arrangement"],
    ["a country name, not a code", { office: { ...office, country: "India" } }, "office.country", "two-letter"],
    ["closing before posting", { closes: "2026-11-01" }, "closes", "is before the date posted"],
    [
      "a range upside down",
      { salary: { currency: "INR", min: 9, max: 5, unit: "year" } },
      "salary.max",
      "less than the minimum",
    ],
    ["a currency name", { salary: { currency: "rupees", min: 9, unit: "year" } }, "salary.currency", "three-letter"],
    ["a pay period Google lacks", { salary: { currency: "INR", min: 9, unit: "annum" } }, "salary.unit", "pay period"],
    ["a salary of nothing", { salary: { currency: "INR", min: 0, unit: "year" } }, "salary.min", "more than 0"],
    ["a role without text", { about: " \n\n " }, "about", "describe the role"],
  ])("%s", (_name, change, field, problem) => {
    const problems = jobProblems({ ...base, ...change });
    expect(problems).toEqual([{ field, problem: expect.stringContaining(problem) }]);
  });
});

describe("open and closed", () => {
  test("open through its closing day, closed the day after or when marked closed", () => {
    expect(isOpen({ closes: "2027-03-31" }, "2027-03-31")).toBe(true);
    expect(isOpen({ closes: "2027-03-31" }, "2027-04-01")).toBe(false);
    expect(isOpen({ closes: "2027-03-31", closed: true }, "2026-11-28")).toBe(false);
    expect(isOpen({ closes: "2027-03-31", closed: false }, "2026-11-28")).toBe(true);
  });

  test("the route is under the spec's /Career", () => {
    expect(jobPath("ui-ux-designer")).toBe("/Career/ui-ux-designer");
  });
});

describe("salary text", () => {
  test("Indian grouping for rupees, Western for other currencies, the code where there is no symbol", () => {
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(1234567, true)).toBe("12,34,567");
    expect(groupDigits(999, true)).toBe("999");
    expect(formatMoney(600000, "INR")).toBe("₹6,00,000");
    expect(formatMoney(45, "USD")).toBe("$45");
    expect(formatMoney(1500, "CHF")).toBe("CHF 1,500");
    expect(salaryAmount({ currency: "INR", min: 600000, max: 900000, unit: "year" })).toBe("₹6,00,000 – ₹9,00,000");
    expect(salaryAmount({ currency: "USD", min: 45, max: 45, unit: "hour" })).toBe("$45");
  });

  test("the page has words for every pay period", () => {
    expect(Object.keys(pageCopy.job.salaryUnits).sort()).toEqual(["day", "hour", "month", "week", "year"]);
  });
});
