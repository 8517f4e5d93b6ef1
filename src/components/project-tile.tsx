import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useRef } from "react";
import { Box, Text } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { fill } from "../lib/template";
import Picture from "./picture";

export interface ProjectTileProps {
  name: string;
  url: string;
  category: string;
  image: IGatsbyImageData;
  headingLevel?: "h2" | "h3";
  /**
   * Load the screenshot eagerly: the first tile of a section on the first
   * screen, on a phone the only one in view and its largest paint.
   */
  eager?: boolean;
  /** The client's case study (/our-work/<slug>) and the link's text, when it has one. */
  caseStudy?: { to: string; label: string };
}

/** A site of content/portfolio.json as a tile draws it (the Project tiles and Work sections). */
export const query = graphql`
  fragment ProjectTileSite on PortfolioJson {
    alt
    url
    category
    src {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 800
          placeholder: DOMINANT_COLOR
          formats: [WEBP]
          outputPixelDensities: [0.5, 1]
        )
      }
    }
  }
`;

/**
 * How wide a tile is drawn, for the browser's choice between the screenshot's files (400 and 800
 * px; no tile is drawn narrower than 288 px, so a 200 px file would never be chosen): tiles sit in
 * cardGrid(3), one column under 40em (16 px padding each side), two up to 64em (24 px padding, a
 * 24 px gap), three above, in the 1,200 px container from 75em. The image
 * data's own `sizes` says 800 px at every width, which sent a desktop the 800 px file for a tile
 * of at most 368 px; Picture gives these to the image and every source.
 */
export const TILE_SIZES =
  "(min-width: 75em) 368px, (min-width: 64em) calc(33.3vw - 32px), (min-width: 40em) calc(50vw - 36px), calc(100vw - 32px)";

/** Pixels the screenshot moves per animation frame. */
export const SCROLL_STEP = 0.3;
export const TILE_HEIGHT = 500;

/**
 * A 500px window on a tall website screenshot that scrolls slowly by itself
 * (requestAnimationFrame + translateY), only while on screen, pauses while hovered or focused,
 * starts over at the bottom, and stays still under prefers-reduced-motion. The tile links to the
 * live site in a new tab.
 */
export default function ProjectTile({
  name,
  url,
  category,
  image,
  eager,
  headingLevel = "h3",
  caseStudy,
}: ProjectTileProps) {
  const { cards } = useFrame();
  const windowRef = useRef<HTMLAnchorElement>(null);
  const shotRef = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const win = windowRef.current;
    const shot = shotRef.current;
    if (!win || !shot || typeof IntersectionObserver === "undefined") return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let offset = 0;
    let frame = 0;
    let visible = false;
    const step = () => {
      frame = 0;
      if (!visible || motion.matches) return;
      if (!paused.current) {
        const max = shot.offsetHeight - win.clientHeight;
        offset = max > 0 && offset + SCROLL_STEP < max ? offset + SCROLL_STEP : 0;
        shot.style.transform = `translateY(${-offset}px)`;
      }
      frame = requestAnimationFrame(step);
    };
    const start = () => {
      if (!frame && visible && !motion.matches) frame = requestAnimationFrame(step);
    };
    const onMotionChange = () => {
      if (motion.matches) shot.style.transform = "";
      start();
    };
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((e) => e.isIntersecting);
      start();
    });
    observer.observe(win);
    motion.addEventListener("change", onMotionChange);
    return () => {
      observer.disconnect();
      motion.removeEventListener("change", onMotionChange);
      cancelAnimationFrame(frame);
    };
  }, []);

  const pause = () => (paused.current = true);
  const resume = () => (paused.current = false);
  const Heading = headingLevel;

  return (
    <Box as="article" sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <a
        ref={windowRef}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="project-window"
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
        sx={{
          display: "block",
          position: "relative",
          height: TILE_HEIGHT,
          overflow: "hidden",
          borderRadius: "lg",
          border: "1px solid",
          borderColor: "border",
          boxShadow: "card",
          bg: "muted",
          transition: "box-shadow .2s ease",
          "&:hover": { boxShadow: "lift" },
        }}
      >
        <div ref={shotRef} data-testid="project-shot" sx={{ willChange: "transform" }}>
          <Picture
            image={image}
            alt={fill(cards.projectAlt, { name })}
            loading={eager ? "eager" : "lazy"}
            sizes={TILE_SIZES}
            fill
          />
        </div>
        <span className="visually-hidden">{` ${cards.newTab}`}</span>
      </a>
      <div>
        <Heading sx={{ fontSize: 4, m: 0 }}>{name}</Heading>
        <Text as="p" variant="muted" sx={{ m: 0, fontSize: 1 }}>
          {`${category} · ${new URL(url).hostname}`}
        </Text>
        {caseStudy && (
          // A link of its own after the tile: the tile still opens the live site in a new tab.
          // Its name adds the client, so the three such links on the page differ for screen readers.
          <Link
            to={caseStudy.to}
            aria-label={`${caseStudy.label}: ${name}`}
            sx={{ display: "inline-block", mt: 2, fontWeight: "bold", color: "primary" }}
          >
            {caseStudy.label}
          </Link>
        )}
      </div>
    </Box>
  );
}
