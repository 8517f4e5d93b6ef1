import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box } from "theme-ui";
import ArticleHeader from "../components/article-header";
import LazyApplicationForm from "../components/forms/lazy-application-form";
import JobDescription, { JobPart } from "../components/job/job-description";
import JobFacts from "../components/job/job-facts";
import JobFilled from "../components/job/job-filled";
import JobHead from "../components/job/job-head";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { applicationMailto } from "../lib/mailto";
import { required } from "../lib/required";
import { searchBody } from "../lib/search-body";
import { breadcrumbTrail } from "../lib/structured-data";
import { fill } from "../lib/template";
import SubscribeBlock from "../components/subscribe/subscribe-block";

export const query = graphql`
  query JobPage($id: String!) {
    jobsJson(id: { eq: $id }) {
      ...JobOpening
    }
    pageCopyJson {
      career {
        title
        sendResume
        sendResumeFor
      }
      job {
        ...JobPageCopy
      }
    }
  }
`;

/** Set by gatsby/create-pages.ts: whether the opening is open on the day of the build. */
interface JobContext {
  id: string;
  open: boolean;
}

type Data = Queries.JobPageQuery;

/**
 * An opening's page at /Career/<slug> (content/jobs.json): while open, what a candidate needs, the
 * "Send Resume" mail link and the application form (its code loaded only here, lazily); once closed
 * or past its closing date, a notice that the position is filled and a link to the open ones, so old
 * links from job boards still lead somewhere. Every word is content (content/page-copy.json `job`).
 * docs/decisions/job-pages.md
 */
export default function JobTemplate({ data, location, pageContext }: PageProps<Data, JobContext>) {
  const site = useSite();
  const { nav, search } = useFrame();
  const job = required(data.jobsJson, "content/jobs.json: the opening of this page");
  const t = required(data.pageCopyJson?.job, "content/page-copy.json: job");
  const career = required(data.pageCopyJson?.career, "content/page-copy.json: career");
  const trail = breadcrumbTrail(location.pathname, job.title, nav, { "/Career": career.title });
  if (!pageContext.open) return <JobFilled title={job.title} trail={trail} t={t} />;

  const sendResume = (
    <a href={applicationMailto(site.email, job.title)} sx={{ variant: "buttons.primary" }}>
      {career.sendResume}
      <span className="visually-hidden"> {fill(career.sendResumeFor, { title: job.title })}</span>
    </a>
  );
  return (
    <Box as="article" sx={{ pb: [6, 7] }} {...searchBody(search.sections.jobs)}>
      <ArticleHeader trail={trail} title={job.title} lead={job.summary} />
      <Box sx={{ variant: "layout.narrow", fontSize: [2, 3], "p, li": { lineHeight: 1.75 } }}>
        <JobFacts job={job} t={t} sendResume={sendResume} />
        <JobDescription job={job} t={t} />
        <JobPart title={t.applyTitle}>
          <p>{fill(t.applyText, { email: site.email, replyTime: site.replyTime })}</p>
          <LazyApplicationForm
            slug={job.slug}
            title={job.title}
            copy={t.form}
            loading={t.form.loading}
            email={site.email}
          />
        </JobPart>
        <Box sx={{ mt: 6, fontSize: 2, "p, li": { lineHeight: 1.5 } }}>
          <SubscribeBlock place="openings" />
        </Box>
      </Box>
    </Box>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, JobContext>) {
  const job = data.jobsJson;
  const t = data.pageCopyJson?.job;
  if (!job || !t) return null;
  const section = data.pageCopyJson?.career?.title;
  return <JobHead job={job} t={t} section={section} pathname={location.pathname} open={pageContext.open} />;
}
