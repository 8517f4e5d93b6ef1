import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Button, Heading, Text } from "theme-ui";
import CtaBand from "../components/cta-band";
import LogoStrip from "../components/logo-strip";
import HeroStats from "../components/hero-stats";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useGetStartedDialog } from "../components/dialog-context";
import { useSite } from "../hooks/use-site";
import { cardGrid, statPair, statValue } from "../styles/marketing";
import IconCard from "../components/icon-card";

export const query = graphql`
  query AboutPage {
    marketingJson {
      about {
        lead
        stats {
          value
          label
        }
        overview {
          title
          paragraphs
          facts {
            value
            label
          }
        }
        values {
          icon
          title
          description
        }
        mission
        vision
      }
    }
    allTeamJson {
      nodes {
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

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const site = useSite();
  const { open } = useGetStartedDialog();
  const about = data.marketingJson?.about;
  if (!about) return null;
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${site.brand}`}
        lead={about.lead}
        aside={<HeroStats stats={about.stats} label="At a glance" columns={3} testId="about-stat" />}
      >
        <Link to="/Career" sx={{ variant: "buttons.accent" }}>
          Join Our Team
        </Link>
      </PageHero>

      <Section id="overview" title={about.overview.title}>
        <Box sx={{ display: "grid", gap: [5, null, 6], gridTemplateColumns: ["1fr", null, "3fr 2fr"] }}>
          <div>
            {about.overview.paragraphs.map((p) => (
              <Text as="p" key={p} sx={{ mt: 0, mb: 3, fontSize: 3 }}>
                {p}
              </Text>
            ))}
          </div>
          <Box as="dl" sx={{ display: "grid", gap: 3, m: 0 }}>
            {about.overview.facts.map((f) => (
              <Box key={f.label} sx={{ variant: "cards.muted", p: 4, ...statPair }}>
                <Text as="dt" variant="muted">
                  {f.label}
                </Text>
                <Text as="dd" sx={{ ...statValue, m: 0, color: "primary" }}>
                  {f.value}
                </Text>
              </Box>
            ))}
          </Box>
        </Box>
      </Section>

      <Section id="values" tone="muted" eyebrow="What we stand for" title="Our values">
        <Box as="ul" sx={cardGrid(4)}>
          {about.values.map((v) => (
            <IconCard key={v.title} icon={v.icon} title={v.title} description={v.description} />
          ))}
        </Box>
      </Section>

      <Section id="mission-vision" title="Mission and vision">
        <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: ["1fr", null, "1fr 1fr"] }}>
          <Box sx={{ variant: "cards.ink", borderRadius: "lg" }}>
            <Heading as="h3" sx={{ fontSize: 5, mb: 3, color: "accent" }}>
              Our mission
            </Heading>
            <Text as="p" sx={{ m: 0, fontSize: 3, color: "onInk" }}>
              {about.mission}
            </Text>
          </Box>
          <Box sx={{ variant: "cards.primary" }}>
            <Heading as="h3" sx={{ fontSize: 5, mb: 3, color: "primary" }}>
              Our vision
            </Heading>
            <Text as="p" sx={{ m: 0, fontSize: 3 }}>
              {about.vision}
            </Text>
          </Box>
        </Box>
      </Section>

      <Section id="team" tone="muted" eyebrow="Our people" title="Meet the team">
        <Box as="ul" sx={cardGrid(3)}>
          {data.allTeamJson.nodes.map((m) => {
            const image = getImage(m.image.childImageSharp?.gatsbyImageData ?? null);
            return (
              <Box
                as="li"
                key={m.name}
                data-testid="team-member"
                sx={{ variant: "cards.primary", p: 0, overflow: "hidden" }}
              >
                {image && <GatsbyImage image={image} alt={`Illustrated portrait of ${m.name}`} />}
                <Box sx={{ p: 4 }}>
                  <Heading as="h3" sx={{ fontSize: 4, mb: 1 }}>
                    {m.name}
                  </Heading>
                  <Text as="p" sx={{ mt: 0, mb: 2, color: "secondary", fontWeight: "bold" }}>
                    {m.role}
                  </Text>
                  <Text as="p" variant="muted" sx={{ mt: 0, mb: 3 }}>
                    {m.bio}
                  </Text>
                  <Box as="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", gap: 1, ml: -2 }}>
                    <li>
                      <a href={m.social.linkedin} target="_blank" rel="noopener noreferrer" sx={socialLink}>
                        LinkedIn<span className="visually-hidden">: {m.name} (opens in a new tab)</span>
                      </a>
                    </li>
                    <li>
                      <a href={m.social.twitter} target="_blank" rel="noopener noreferrer" sx={socialLink}>
                        X / Twitter<span className="visually-hidden">: {m.name} (opens in a new tab)</span>
                      </a>
                    </li>
                    <li>
                      <a href={`mailto:${m.social.email}`} sx={socialLink}>
                        Email<span className="visually-hidden"> {m.name}</span>
                      </a>
                    </li>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Section>

      <LogoStrip tone="default" />

      <CtaBand
        id="about-cta"
        title="Let's build something that brings in customers"
        text={`Tell us about your business. We reply within ${site.replyTime} with ideas, a plan and a price.`}
      >
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          Start Your Project
        </Button>
        <Button type="button" variant="onInk" onClick={open} aria-haspopup="dialog">
          Schedule a Call
        </Button>
      </CtaBand>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="About Page" pathname={location.pathname} />;
}
