import type { ReactNode } from "react";
import { formatLongDate } from "../../lib/dates";
import { salaryAmount, type SalaryUnit } from "../../lib/jobs";
import { fill } from "../../lib/template";
import FactList from "../fact-list";
import type { JobOpening, JobPageCopy } from "./job-data";

/** The opening's facts (place, workplace, type, salary, dates) above its "Send Resume" link. */
export default function JobFacts({ job, t, sendResume }: { job: JobOpening; t: JobPageCopy; sendResume: ReactNode }) {
  const unit = job.salary?.unit as SalaryUnit | undefined;
  const rows: [string, ReactNode][] = [
    [t.location, job.location],
    [
      t.workplace,
      job.workplace === "Remote" && job.remoteCountries?.length
        ? `${job.workplace}, ${fill(t.remoteFrom, { countries: job.remoteCountries.join(", ") })}`
        : job.workplace,
    ],
    [t.type, job.type],
    ...(job.salary && unit
      ? [[t.salary, `${salaryAmount(job.salary)} ${t.salaryUnits[unit]}`] as [string, ReactNode]]
      : []),
    [
      t.posted,
      <time key="posted" dateTime={job.datePosted}>
        {formatLongDate(job.datePosted)}
      </time>,
    ],
    [
      t.closes,
      <time key="closes" dateTime={job.closes}>
        {formatLongDate(job.closes)}
      </time>,
    ],
  ];
  return (
    <section aria-labelledby="job-facts">
      <h2 id="job-facts" className="visually-hidden">
        {t.facts}
      </h2>
      <FactList facts={rows} listSx={{ mt: 0, mb: 4 }} testId="job-facts" />
      {sendResume}
    </section>
  );
}
