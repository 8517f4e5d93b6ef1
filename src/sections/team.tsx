import { graphql } from "gatsby";
import { Box, Heading } from "theme-ui";
import CardSummary from "../components/card-summary";
import NewTabLink from "../components/new-tab-link";
import Picture from "../components/picture";
import Section from "../components/section";
import { useFrame } from "../hooks/use-frame";
import { fill } from "../lib/template";
import { cardGrid } from "../styles/marketing";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment TeamSectionFields on TeamSection {
    anchor
    eyebrow
    title
    portraitAlt
    linkedinLabel
    twitterLabel
    emailLabel
    members {
      name
      role
      bio
      image {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 480, aspectRatio: 1, placeholder: DOMINANT_COLOR)
        }
      }
      social {
        linkedin
        twitter
        email
      }
    }
  }
`;

const socialLink = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  px: 2,
  borderRadius: "default",
  fontSize: 1,
  fontWeight: "bold",
  color: "primary",
  textDecoration: "none",
  "&:hover": { bg: "highlight" },
} as const;

/** The people of content/team.json: portrait, name, role, bio and their links. */
export default function Team({ section: s, id, tone }: SectionProps<Queries.TeamSectionFieldsFragment>) {
  const { cards } = useFrame();
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title}>
      <Box as="ul" sx={cardGrid(3)}>
        {s.members.map((m) => {
          const image = m.image.childImageSharp?.gatsbyImageData;
          const external = `: ${m.name} ${cards.newTab}`;
          return (
            <Box
              as="li"
              key={m.name}
              data-testid="team-member"
              sx={{ variant: "cards.primary", p: 0, overflow: "hidden" }}
            >
              {image && <Picture image={image} alt={fill(s.portraitAlt, { name: m.name })} />}
              <Box sx={{ p: 4 }}>
                <Heading as="h3" sx={{ fontSize: 4, mb: 1 }}>
                  {m.name}
                </Heading>
                <CardSummary emphasis={m.role} text={m.bio} />
                <Box as="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", gap: 1, ml: -2 }}>
                  {(
                    [
                      [m.social.linkedin, s.linkedinLabel],
                      [m.social.twitter, s.twitterLabel],
                    ] as const
                  ).map(([href, label]) => (
                    <li key={label}>
                      <NewTabLink href={href} note={external} sx={socialLink}>
                        {label}
                      </NewTabLink>
                    </li>
                  ))}
                  <li>
                    <a href={`mailto:${m.social.email}`} sx={socialLink}>
                      {s.emailLabel}
                      <span className="visually-hidden"> {m.name}</span>
                    </a>
                  </li>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
