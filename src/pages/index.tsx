import { Link, type HeadProps } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Seo from "../components/seo";
import Section from "../components/section";
import { useServices } from "../hooks/use-services";

export default function HomePage() {
  const services = useServices();
  return (
    <>
      <Box
        as="section"
        aria-labelledby="hero-title"
        sx={{
          bg: "ink",
          color: "onInk",
          py: [8, 9],
          backgroundImage:
            "radial-gradient(60rem 32rem at 80% -10%, rgba(124,92,255,.5), transparent 60%), radial-gradient(44rem 26rem at 0% 110%, rgba(255,122,89,.32), transparent 60%)",
        }}
      >
        <Box sx={{ variant: "layout.container" }}>
          <Heading as="h1" id="hero-title" variant="display" sx={{ maxWidth: 980, mb: 4 }}>
            Quality Digital Services You Really Need!
          </Heading>
          <Text as="p" variant="lead" sx={{ color: "onInkMuted", maxWidth: 720, mt: 0, mb: 5 }}>
            Transform your business with strategies that drive real results
          </Text>
          <Link to="/services" sx={{ variant: "buttons.accent" }}>
            Explore Our Services
          </Link>
        </Box>
      </Box>
      <Section
        id="services-overview"
        eyebrow="What we do"
        title="Everything your business needs to grow online"
        intro="One team for your website, search rankings, social media, reviews, email and analytics, so every channel pulls in the same direction."
      >
        <Box
          as="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 3,
            gridTemplateColumns: ["1fr", "1fr 1fr", null, "repeat(4, 1fr)"],
          }}
        >
          {services.map((s) => (
            <li key={s.slug}>
              <Link
                to={s.path}
                sx={{
                  variant: "cards.primary",
                  display: "block",
                  p: 4,
                  color: "text",
                  textDecoration: "none",
                  fontWeight: "bold",
                  height: "100%",
                  "&:hover": { borderColor: "primary" },
                }}
              >
                {s.title}
              </Link>
            </li>
          ))}
        </Box>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Home" pathname={location.pathname} />;
}
