import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { useState, type MouseEvent } from "react";
import { Box, Button, Heading, Text } from "theme-ui";
import BlogCard, { blogCardProps } from "../components/blog-card";
import Counter from "../components/counter";
import CtaBand from "../components/cta-band";
import LogoStrip from "../components/logo-strip";
import ProjectTile from "../components/project-tile";
import Section from "../components/section";
import Seo from "../components/seo";
import TypedText from "../components/typed-text";
import { useGetStartedDialog } from "../components/dialog-context";
import { cardGrid, checkList, heroStep, statPair, statValue } from "../styles/marketing";
import IconCard from "../components/icon-card";

export const query = graphql`
  query HomePage {
    marketingJson {
      home {
        subtitle
        ai {
          title
          text
          points
          counters {
            value
            label
          }
          campaign {
            title
            period
            metrics {
              value
              label
            }
            bars
          }
        }
        overview {
          icon
          title
          description
          features
        }
        stats {
          value
          label
        }
        # content/marketing.json lists the slugs; @link resolves them to the articles, in order.
        featuredPosts {
          ...BlogCardPost
        }
      }
    }
    allPortfolioJson(limit: 3) {
      nodes {
        alt
        url
        category
        src {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 800, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
    }
    allTestimonialsJson {
      nodes {
        name
        company
        content
        rating
      }
    }
  }
`;

interface Ripple {
  id: number;
  x: number;
  y: number;
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} sx={{ color: "#B45309", display: "inline-flex", gap: 1 }}>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 3l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L12 16.3 6.7 19.2l1.2-5.9L3.4 9.2l6-.7z" />
        </svg>
      ))}
    </span>
  );
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { open } = useGetStartedDialog();
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const home = data.marketingJson?.home;
  if (!home) return null;
  const posts = home.featuredPosts;
  const { ai } = home;

  const ripple = (event: MouseEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const r = { id: Date.now(), x: event.clientX - rect.left, y: event.clientY - rect.top };
    setRipples((list) => [...list.slice(-3), r]);
    window.setTimeout(() => setRipples((list) => list.filter((x) => x.id !== r.id)), 800);
  };

  return (
    <>
      {/* A click anywhere on the hero sends out a ripple: decoration only, no action. */}
      <Box
        as="section"
        aria-labelledby="hero-title"
        onClick={ripple}
        sx={{
          position: "relative",
          overflow: "hidden",
          bg: "ink",
          color: "onInk",
          py: [8, 9],
          backgroundImage:
            "radial-gradient(60rem 32rem at 80% -10%, rgba(124,92,255,.5), transparent 60%), radial-gradient(44rem 26rem at 0% 110%, rgba(255,122,89,.32), transparent 60%)",
        }}
      >
        {ripples.map((r) => (
          <span
            key={r.id}
            aria-hidden="true"
            data-ripple
            sx={{
              position: "absolute",
              left: r.x - 150,
              top: r.y - 150,
              width: 300,
              height: 300,
              borderRadius: "circle",
              border: "2px solid rgba(255,122,89,.7)",
              pointerEvents: "none",
              animation: "ripple .8s ease-out forwards",
              "@keyframes ripple": {
                from: { transform: "scale(0)", opacity: 1 },
                to: { transform: "scale(1.6)", opacity: 0 },
              },
            }}
          />
        ))}
        <Box sx={{ variant: "layout.container", position: "relative" }}>
          <Heading as="h1" id="hero-title" variant="display" sx={{ maxWidth: 980, mb: 4, ...heroStep(0) }}>
            Quality Digital Services You Really Need!
          </Heading>
          <Text
            as="p"
            variant="lead"
            data-testid="hero-subtitle"
            sx={{ color: "onInkMuted", maxWidth: 720, mt: 0, mb: 5, ...heroStep(1) }}
          >
            <TypedText text={home.subtitle} />
          </Text>
          <Box sx={heroStep(2)}>
            <Link to="/services" sx={{ variant: "buttons.accent" }}>
              Explore Our Services
            </Link>
          </Box>
        </Box>
      </Box>

      <Section id="ai-websites" eyebrow="New" title={ai.title}>
        <Box
          sx={{
            display: "grid",
            gap: [5, null, 6],
            gridTemplateColumns: ["1fr", null, "1fr 1fr"],
            alignItems: "center",
          }}
        >
          <div>
            <Text as="p" variant="lead" sx={{ mt: 0, mb: 4 }}>
              {ai.text}
            </Text>
            <Box as="ul" sx={{ ...checkList, mb: 4 }}>
              {ai.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Box>
            <Box as="dl" sx={{ display: "flex", gap: 5, m: 0, mb: 5 }}>
              {ai.counters.map((c) => (
                <Box key={c.label} sx={statPair}>
                  <Text as="dt" variant="muted">
                    {c.label}
                  </Text>
                  <Text as="dd" sx={{ ...statValue, fontSize: [6, 7], m: 0, color: "primary" }}>
                    <Counter value={c.value} />
                  </Text>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3 }}>
              <Button type="button" onClick={open} aria-haspopup="dialog">
                Get Free Consultation
              </Button>
              <Link to="/our-work" sx={{ variant: "buttons.secondary" }}>
                View Our Work
              </Link>
            </Box>
          </div>
          <Box as="figure" sx={{ variant: "cards.ink", m: 0, borderRadius: "lg" }} aria-labelledby="campaign-title">
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mb: 4 }}>
              <Heading as="h3" id="campaign-title" sx={{ fontSize: 4, m: 0 }}>
                {ai.campaign.title}
              </Heading>
              <Text sx={{ color: "onInkMuted", fontSize: 1 }}>{ai.campaign.period}</Text>
            </Box>
            <Box as="dl" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 3, m: 0, mb: 4 }}>
              {ai.campaign.metrics.map((m) => (
                <Box
                  key={m.label}
                  sx={{
                    bg: "inkSoft",
                    borderRadius: "default",
                    p: 3,
                    ...statPair,
                  }}
                >
                  <Text as="dt" sx={{ color: "onInkMuted", fontSize: 1 }}>
                    {m.label}
                  </Text>
                  <Text
                    as="dd"
                    sx={{ m: 0, fontFamily: "heading", fontWeight: "heading", fontSize: 5, color: "accent" }}
                  >
                    {m.value}
                  </Text>
                </Box>
              ))}
            </Box>
            <Box aria-hidden="true" sx={{ display: "flex", alignItems: "flex-end", gap: 2, height: 120 }}>
              {ai.campaign.bars.map((h, i) => (
                <Box
                  key={i}
                  sx={{
                    flex: 1,
                    height: `${h}%`,
                    borderRadius: "4px 4px 0 0",
                    background: "linear-gradient(180deg, #FF7A59, #7C5CFF)",
                    transformOrigin: "bottom",
                    animation: `grow .8s ease ${0.2 + i * 0.06}s both`,
                    "@keyframes grow": { from: { transform: "scaleY(0)" }, to: { transform: "none" } },
                  }}
                />
              ))}
            </Box>
            <Text as="figcaption" sx={{ color: "onInkMuted", fontSize: 1, mt: 3 }}>
              Weekly conversions of an AI website client, rising as the assistant learns the most common questions.
            </Text>
          </Box>
        </Box>
      </Section>

      <Section
        id="services-overview"
        tone="muted"
        eyebrow="What we do"
        title="Everything your business needs to grow online"
        intro="One team for your search rankings, ads, social media and analytics, so every channel pulls in the same direction."
      >
        <Box as="ul" sx={cardGrid(4)}>
          {home.overview.map((s) => (
            <IconCard key={s.title} icon={s.icon} title={s.title} description={s.description}>
              <Box as="ul" sx={{ ...checkList, fontSize: 1 }}>
                {s.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Box>
            </IconCard>
          ))}
        </Box>
        <Box sx={{ mt: 5, textAlign: "center" }}>
          <Link to="/services" sx={{ variant: "buttons.secondary" }}>
            See all eight services
          </Link>
        </Box>
      </Section>

      <Box as="section" aria-labelledby="stats-title" sx={{ bg: "ink", color: "onInk", py: [6, 7] }}>
        <Box sx={{ variant: "layout.container" }}>
          <Heading as="h2" id="stats-title" className="visually-hidden">
            Our results in numbers
          </Heading>
          <Box as="dl" sx={{ ...cardGrid(4), m: 0, textAlign: "center" }}>
            {home.stats.map((s) => (
              <Box key={s.label} data-testid="home-stat" sx={statPair}>
                <Text as="dt" sx={{ color: "onInkMuted" }}>
                  {s.label}
                </Text>
                <Text as="dd" sx={{ ...statValue, m: 0, color: "accent" }}>
                  <Counter value={s.value} />
                </Text>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>

      <LogoStrip tone="default" />

      <Section
        id="projects"
        tone="muted"
        eyebrow="Our work"
        title="Recent projects"
        intro="A few of the sites we have launched for local businesses. Hover to pause; select one to open the live site."
      >
        <Box as="ul" sx={cardGrid(3)}>
          {data.allPortfolioJson.nodes.map((site) => {
            const image = getImage(site.src.childImageSharp?.gatsbyImageData ?? null);
            return image ? (
              <li key={site.url}>
                <ProjectTile name={site.alt} url={site.url} category={site.category} image={image} />
              </li>
            ) : null;
          })}
        </Box>
        <Box sx={{ mt: 5, textAlign: "center" }}>
          <Link to="/our-work" sx={{ variant: "buttons.secondary" }}>
            See all projects
          </Link>
        </Box>
      </Section>

      <Section id="latest-articles" eyebrow="Blog" title="Insights for growing businesses">
        <Box as="ul" sx={cardGrid(3)}>
          {posts.map((p) => (
            <li key={p.id}>
              <BlogCard {...blogCardProps(p)} headingLevel="h3" />
            </li>
          ))}
        </Box>
        <Box sx={{ mt: 5, textAlign: "center" }}>
          <Link to="/blog" sx={{ variant: "buttons.secondary" }}>
            View More Articles
          </Link>
        </Box>
      </Section>

      <Section id="testimonials" tone="muted" eyebrow="Testimonials" title="What our clients say">
        <Box as="ul" sx={cardGrid(3)}>
          {data.allTestimonialsJson.nodes.map((t) => (
            <Box as="li" key={t.name} sx={{ variant: "cards.primary", p: 4 }}>
              <Box as="figure" sx={{ m: 0, display: "flex", flexDirection: "column", gap: 3, height: "100%" }}>
                <Stars rating={t.rating} />
                <Box as="blockquote" sx={{ m: 0, flex: 1 }}>
                  <Text as="p" sx={{ m: 0 }}>
                    &ldquo;{t.content}&rdquo;
                  </Text>
                </Box>
                <Box as="figcaption">
                  <Text as="span" sx={{ display: "block", fontWeight: "bold" }}>
                    {t.name}
                  </Text>
                  <Text as="span" variant="muted" sx={{ fontSize: 1 }}>
                    {t.company}
                  </Text>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <CtaBand
        id="home-cta"
        title="Ready to grow your business?"
        text="Tell us where you are and where you want to be. We will come back within one business day with ideas you can use, whether or not you hire us."
      >
        <Link to="/contact" sx={{ variant: "buttons.accent" }}>
          Start Your Free Consultation
        </Link>
      </CtaBand>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Home" pathname={location.pathname} />;
}
