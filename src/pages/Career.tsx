import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { applicationMailto } from "../lib/mailto";
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
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Join Our Creative Team"
        lead="We are designers, developers and marketers who like shipping work that moves the numbers for our clients. Come build with us."
      />
      <Section
        id="openings"
        title="Open positions"
        intro={`${jobs.length} roles are open right now. Send your resume and a few lines about work you are proud of; we reply to every application within ${site.replyTime}.`}
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
                  <span className="visually-hidden">Location: </span>
                  {job.location}
                </span>
                <span sx={{ ...tag, bg: "muted", color: "secondary" }}>
                  <span className="visually-hidden">Type: </span>
                  {job.type}
                </span>
              </Box>
              <Text as="p" variant="muted" sx={{ mt: 0, mb: 4, flex: 1 }}>
                {job.summary}
              </Text>
              <a href={applicationMailto(site.email, job.title)} sx={{ variant: "buttons.primary" }}>
                Send Resume<span className="visually-hidden"> for {job.title}</span>
              </a>
            </Box>
          ))}
        </Box>
      </Section>
      <Section id="why-join" tone="muted" title="Why work with us" width="narrow">
        <Text as="p" sx={{ mt: 0 }}>
          Since 2019 {site.brand} has grown with its clients: small and medium businesses across the United States that
          count on us for their websites, search rankings, social media and analytics. You will work directly with
          clients&rsquo; teams, see the results of your work every month, and learn from colleagues across design,
          development and marketing.
        </Text>
        <Text as="p" sx={{ mb: 0 }}>
          Don&rsquo;t see your role? Write to <a href={`mailto:${site.email}`}>{site.email}</a> and tell us how you
          would help our clients grow.
        </Text>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Careers" pathname={location.pathname} />;
}
