import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { applicationMailto } from "../lib/mailto";
import { required } from "../lib/required";
import { fill, fillNodes } from "../lib/template";
import { cardGrid } from "../styles/marketing";

export const query = graphql`
  query CareerPage {
    allJobsJson {
      nodes {
        title
        location
        type
        summary
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
        whyTitle
        whyText
        otherRole
      }
    }
  }
`;

const tag = {
  display: "inline-block",
  px: 2,
  py: 1,
  borderRadius: "pill",
  fontSize: 1,
  fontWeight: "bold",
  bg: "highlight",
  color: "primary",
} as const;

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
            <Box
              as="li"
              key={job.title}
              data-testid="job-card"
              sx={{ variant: "cards.primary", p: 4, display: "flex", flexDirection: "column" }}
            >
              <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4, mb: 2 }}>
                {job.title}
              </Heading>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 3 }}>
                <span sx={tag}>
                  <span className="visually-hidden">{t.location} </span>
                  {job.location}
                </span>
                <span sx={{ ...tag, bg: "muted", color: "secondary" }}>
                  <span className="visually-hidden">{t.type} </span>
                  {job.type}
                </span>
              </Box>
              <Text as="p" variant="muted" sx={{ mt: 0, mb: 4, flex: 1 }}>
                {job.summary}
              </Text>
              <a href={applicationMailto(site.email, job.title)} sx={{ variant: "buttons.primary" }}>
                {t.sendResume}
                <span className="visually-hidden"> {fill(t.sendResumeFor, { title: job.title })}</span>
              </a>
            </Box>
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
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.CareerPageQuery>) {
  const t = required(data.pageCopyJson?.career, "content/page-copy.json: career");
  return <Seo title={t.title} pathname={location.pathname} />;
}
