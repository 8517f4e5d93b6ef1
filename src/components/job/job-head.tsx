import { useSite } from "../../hooks/use-site";
import { jobPostingJsonLd, type JobFacts } from "../../lib/jobs";
import { absoluteUrl, organizationId } from "../../lib/structured-data";
import JsonLd from "../json-ld";
import Seo from "../seo";
import type { JobOpening, JobPageCopy } from "./job-data";

/** The opening as src/lib/jobs.ts reads it (GraphQL's nulls for absent optional fields). */
const facts = (job: JobOpening): JobFacts => ({ ...job, process: job.process.map((s) => ({ ...s })) });

/** The opening's head: its SEO tags, and its JobPosting while it is open (noindex once filled). */
export default function JobHead(props: {
  job: JobOpening;
  t: JobPageCopy;
  section: string | undefined;
  pathname: string;
  open: boolean;
}) {
  const { job, t, section, pathname, open } = props;
  const site = useSite();
  const url = absoluteUrl(site.siteUrl, pathname);
  return (
    <Seo
      title={job.title}
      description={job.summary}
      pathname={pathname}
      noindex={!open}
      sections={section ? { "/Career": section } : undefined}
    >
      {open && (
        <JsonLd
          data={jobPostingJsonLd(
            facts(job),
            url,
            {
              id: organizationId(site.siteUrl),
              name: site.brand,
              url: site.siteUrl,
              logo: absoluteUrl(site.siteUrl, "/icons/icon-512.png"),
            },
            {
              responsibilities: t.responsibilitiesTitle,
              requirements: t.requirementsTitle,
              niceToHave: t.niceToHaveTitle,
              process: t.processTitle,
            },
          )}
        />
      )}
    </Seo>
  );
}
