import { Box, type ThemeUICSSObject } from "theme-ui";
import { cardGrid } from "../styles/marketing";
import ProjectTile, { type ProjectTileProps } from "./project-tile";

/**
 * Sites of content/portfolio.json as a grid of scrolling tiles, in their order; a site whose
 * screenshot did not process is left out. `eager(i)` says whether the i-th site's screenshot loads
 * at once, `caseStudy` gives a site its case study's link.
 */
export default function ProjectGrid({
  sites,
  eager,
  caseStudy,
  gridSx,
}: {
  sites: readonly Queries.ProjectTileSiteFragment[];
  eager: (index: number) => boolean;
  caseStudy?: (site: Queries.ProjectTileSiteFragment) => ProjectTileProps["caseStudy"];
  /** Added to the three-column card grid. */
  gridSx?: ThemeUICSSObject;
}) {
  return (
    <Box as="ul" sx={{ ...cardGrid(3), ...gridSx }}>
      {sites.map((site, i) => {
        const image = site.src.childImageSharp?.gatsbyImageData;
        return image ? (
          <li key={site.url}>
            <ProjectTile
              name={site.alt}
              url={site.url}
              category={site.category}
              image={image}
              eager={eager(i)}
              caseStudy={caseStudy?.(site)}
            />
          </li>
        ) : null;
      })}
    </Box>
  );
}
