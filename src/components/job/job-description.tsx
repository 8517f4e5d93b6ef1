import type { ReactNode } from "react";
import { Box, Heading, type ThemeUICSSObject } from "theme-ui";
import { paragraphs } from "../../lib/jobs";
import { checkList } from "../../styles/marketing";
import StepList from "../step-list";
import type { JobOpening, JobPageCopy } from "./job-data";

const h2: ThemeUICSSObject = { variant: "text.sectionTitle", fontSize: [5, 6], mt: 6, mb: 3 };

/** A titled part of the opening's page. */
export function JobPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Heading as="h2" sx={h2}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <Box as="ul" sx={checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/** The role, what the candidate does and brings, and the hiring process. */
export default function JobDescription({ job, t }: { job: JobOpening; t: JobPageCopy }) {
  return (
    <>
      <JobPart title={t.aboutTitle}>
        {paragraphs(job.about).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </JobPart>
      <JobPart title={t.responsibilitiesTitle}>
        <Bullets items={job.responsibilities} />
      </JobPart>
      <JobPart title={t.requirementsTitle}>
        <Bullets items={job.requirements} />
      </JobPart>
      {job.niceToHave && job.niceToHave.length > 0 && (
        <JobPart title={t.niceToHaveTitle}>
          <Bullets items={job.niceToHave} />
        </JobPart>
      )}
      <JobPart title={t.processTitle}>
        <StepList steps={job.process} columns={2} />
      </JobPart>
    </>
  );
}
