import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Box, Heading, Text, type ThemeUICSSObject } from "theme-ui";
import ArticleHeader from "../components/article-header";
import FactList from "../components/fact-list";
import LazyApplicationForm from "../components/forms/lazy-application-form";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import StepList from "../components/step-list";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { formatLongDate } from "../lib/dates";
import { jobPostingJsonLd, paragraphs, salaryAmount, type JobFacts, type SalaryUnit } from "../lib/jobs";
import { applicationMailto } from "../lib/mailto";
import { required } from "../lib/required";
import { absoluteUrl, breadcrumbTrail, organizationId } from "../lib/structured-data";
import { fill } from "../lib/template";
import { checkList } from "../styles/marketing";

export const query = graphql`
  query JobPage($id: String!) {
    jobsJson(id: { eq: $id }) {
      slug
      title
      location
      type
      workplace
      summary
      about
      responsibilities
      requirements
      niceToHave
      process {
        ...StepListItem
      }
      office {
        street
        city
        region
        postalCode
        country
      }
      remoteCountries
      salary {
        currency
        min
        max
        unit
      }
      datePosted
      closes
      closed
    }
    pageCopyJson {
      career {
        title
        sendResume
        sendResumeFor
      }
      job {
        facts
        location
        workplace
        remoteFrom
        type
        salary
        salaryUnits {
          hour
          day
          week
          month
          year
        }
        posted
        closes
        aboutTitle
        responsibilitiesTitle
        requirementsTitle
        niceToHaveTitle
        processTitle
        applyTitle
        applyText
        filledTitle
        filledText
        allOpenings
        form {
          label
          loading
          resumeHint
          resumeRequired
          resumeType
          resumeSize
          consent
          privacyLink
          submit
          sending
          success
          closed
          tooLarge
          wrongType
          tooMany
          network
        }
      }
    }
  }
`;

/** Set by gatsby-node.ts createPages: whether the opening is open on the day of the build. */
interface JobContext {
  id: string;
  open: boolean;
}

type Data = Queries.JobPageQuery;
type Job = NonNullable<Data["jobsJson"]>;

const h2: ThemeUICSSObject = { variant: "text.sectionTitle", fontSize: [5, 6], mt: 6, mb: 3 };

/** The opening as src/lib/jobs.ts reads it (GraphQL's nulls for absent optional fields). */
const facts = (job: Job): JobFacts => ({ ...job, process: job.process.map((s) => ({ ...s })) });

function Part({ title, children }: { title: string; children: ReactNode }) {
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

/**
 * An opening's page at /Career/<slug> (content/jobs.json): while open, what a candidate needs, the
 * "Send Resume" mail link and the application form (its code loaded only here, lazily); once closed or past its closing date, a notice that the position is
 * filled and a link to the open ones, so old links from job boards still lead somewhere.
 * Every word is content (content/page-copy.json `job`). docs/decisions/job-pages.md
 */
export default function JobTemplate({ data, location, pageContext }: PageProps<Data, JobContext>) {
  const site = useSite();
  const { nav } = useFrame();
  const job = required(data.jobsJson, "content/jobs.json: the opening of this page");
  const t = required(data.pageCopyJson?.job, "content/page-copy.json: job");
  const career = required(data.pageCopyJson?.career, "content/page-copy.json: career");
  const trail = breadcrumbTrail(location.pathname, job.title, nav, { "/Career": career.title });
  const sendResume = (
    <a href={applicationMailto(site.email, job.title)} sx={{ variant: "buttons.primary" }}>
      {career.sendResume}
      <span className="visually-hidden"> {fill(career.sendResumeFor, { title: job.title })}</span>
    </a>
  );

  if (!pageContext.open) {
    return (
      <Box as="article" sx={{ pb: [6, 7] }}>
        <ArticleHeader trail={trail} title={job.title} lead={t.filledTitle} />
        <Box sx={{ variant: "layout.narrow" }} data-testid="job-filled">
          <Text as="p" sx={{ mt: 0, mb: 4, fontSize: [2, 3] }}>
            {fill(t.filledText, { title: job.title })}
          </Text>
          <Link to="/Career" sx={{ variant: "buttons.primary" }}>
            {t.allOpenings}
          </Link>
        </Box>
      </Box>
    );
  }

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
    <Box as="article" sx={{ pb: [6, 7] }}>
      <ArticleHeader trail={trail} title={job.title} lead={job.summary} />
      <Box sx={{ variant: "layout.narrow", fontSize: [2, 3], "p, li": { lineHeight: 1.75 } }}>
        <section aria-labelledby="job-facts">
          <h2 id="job-facts" className="visually-hidden">
            {t.facts}
          </h2>
          <FactList facts={rows} listSx={{ mt: 0, mb: 4 }} testId="job-facts" />
          {sendResume}
        </section>
        <Part title={t.aboutTitle}>
          {paragraphs(job.about).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Part>
        <Part title={t.responsibilitiesTitle}>
          <Bullets items={job.responsibilities} />
        </Part>
        <Part title={t.requirementsTitle}>
          <Bullets items={job.requirements} />
        </Part>
        {job.niceToHave && job.niceToHave.length > 0 && (
          <Part title={t.niceToHaveTitle}>
            <Bullets items={job.niceToHave} />
          </Part>
        )}
        <Part title={t.processTitle}>
          <StepList steps={job.process} columns={2} />
        </Part>
        <Part title={t.applyTitle}>
          <p>{fill(t.applyText, { email: site.email, replyTime: site.replyTime })}</p>
          <LazyApplicationForm
            slug={job.slug}
            title={job.title}
            copy={t.form}
            loading={t.form.loading}
            email={site.email}
          />
        </Part>
      </Box>
    </Box>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, JobContext>) {
  const site = useSite();
  const job = data.jobsJson;
  const t = data.pageCopyJson?.job;
  const section = data.pageCopyJson?.career?.title;
  if (!job || !t) return null;
  const url = absoluteUrl(site.siteUrl, location.pathname);
  return (
    <Seo
      title={job.title}
      description={job.summary}
      pathname={location.pathname}
      noindex={!pageContext.open}
      sections={section ? { "/Career": section } : undefined}
    >
      {pageContext.open && (
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
