import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Text } from "theme-ui";
import JobCard from "../components/job-card";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { fill, fillNodes } from "../lib/template";
import { cardGrid } from "../styles/marketing";
import SubscribeBlock from "../components/subscribe/subscribe-block";

export const query = graphql`
  query CareerPage($today: Date!, $postedBy: Date!) {
    # Only the openings posted by and open on the day of the build (gatsby-node.ts onCreatePage passes
    # both; docs/decisions/scheduled-publishing.md), in content order.
    allJobsJson(filter: { closed: { ne: true }, closes: { gte: $today }, datePosted: { lte: $postedBy } }) {
      nodes {
        ...JobCard
      }
    }
    pageCopyJson {
      career {
        title
        eyebrow
        heading
        lead
        openingsTitle
        openingsIntro
        location
        type
        sendResume
        sendResumeFor
        viewRole
        viewRoleFor
        whyTitle
        whyText
        otherRole
      }
    }
  }
`;

export default function CareerPage({ data }: PageProps<Queries.CareerPageQuery>) {
  const site = useSite();
  const jobs = data.allJobsJson.nodes;
  const t = required(data.pageCopyJson?.career, "content/page-copy.json: career");
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} />
      <Section
        id="openings"
        title={t.openingsTitle}
        intro={fill(t.openingsIntro, { count: jobs.length, replyTime: site.replyTime })}
      >
        <Box as="ul" sx={cardGrid(4)}>
          {jobs.map((job) => (
            <JobCard key={job.slug} job={job} email={site.email} labels={t} />
          ))}
        </Box>
      </Section>
      <Section id="why-join" tone="muted" title={t.whyTitle} width="narrow">
        <Text as="p" sx={{ mt: 0 }}>
          {fill(t.whyText, { brand: site.brand })}
        </Text>
        <Text as="p" sx={{ mb: 0 }}>
          {fillNodes(t.otherRole, { email: <a href={`mailto:${site.email}`}>{site.email}</a> })}
        </Text>
      </Section>
      <Section id="job-alerts" width="narrow">
        <SubscribeBlock place="openings" />
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.CareerPageQuery>) {
  const t = required(data.pageCopyJson?.career, "content/page-copy.json: career");
  return <Seo title={t.title} pathname={location.pathname} />;
}
