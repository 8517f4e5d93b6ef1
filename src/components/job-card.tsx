import { graphql, Link } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import { jobPath } from "../lib/jobs";
import { applicationMailto } from "../lib/mailto";
import { fill } from "../lib/template";

export const fragment = graphql`
  fragment JobCard on JobsJson {
    slug
    title
    location
    type
    summary
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

interface Props {
  job: Queries.JobCardFragment;
  /** The site's e-mail address: "Send your resume" opens a message to it. */
  email: string;
  /** Texts from content/page-copy.json (career). */
  labels: {
    location: string;
    type: string;
    sendResume: string;
    sendResumeFor: string;
    viewRole: string;
    viewRoleFor: string;
  };
}

/** One opening on /Career: title, location and type tags, summary, its page and the application link. */
export default function JobCard({ job, email, labels: t }: Props) {
  return (
    <Box
      as="li"
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
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Link to={jobPath(job.slug)} sx={{ variant: "buttons.secondary" }}>
          {t.viewRole}
          <span className="visually-hidden"> {fill(t.viewRoleFor, { title: job.title })}</span>
        </Link>
        <a href={applicationMailto(email, job.title)} sx={{ variant: "buttons.primary" }}>
          {t.sendResume}
          <span className="visually-hidden"> {fill(t.sendResumeFor, { title: job.title })}</span>
        </a>
      </Box>
    </Box>
  );
}
