import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Heading } from "theme-ui";
import BlogCard, { blogCardProps } from "../components/blog-card";
import ArticleHeader from "../components/article-header";
import CaseStudyList from "../components/case-study-list";
import JsonLd from "../components/json-ld";
import Picture from "../components/picture";
import Seo from "../components/seo";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { profilePageJsonLd } from "../lib/profile-page";
import type { Crumb } from "../lib/structured-data";
import { fill } from "../lib/template";
import { cardGrid } from "../styles/marketing";

/** A team member's author page at /blog/author/<slug>: bio, profile links, articles and case studies. */
export const query = graphql`
  query AuthorPage($id: String!) {
    teamJson(id: { eq: $id }) {
      slug
      name
      role
      bio
      authorPage
      sameAs
      ...AuthorPerson
      image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 128, height: 128, placeholder: DOMINANT_COLOR, formats: [AVIF, WEBP])
          original {
            src
          }
        }
      }
      articles {
        ...BlogCardPost
      }
      caseStudies {
        ...CaseStudyCard
      }
    }
    pageCopyJson {
      author {
        description
        linksLabel
        articlesTitle
        caseStudiesTitle
      }
    }
    caseStudyLabelsJson {
      caseStudies {
        tileLink
      }
    }
  }
`;

const trail = (nav: { home: string; blog: string }, m: { name: string; authorPage: string | null }): Crumb[] => [
  { name: nav.home, path: "/" },
  { name: nav.blog, path: "/blog" },
  { name: m.name, path: m.authorPage ?? "" },
];

export default function AuthorTemplate({ data }: PageProps<Queries.AuthorPageQuery>) {
  const { nav } = useFrame();
  const m = data.teamJson;
  const t = required(data.pageCopyJson?.author, "content/page-copy.json: author");
  if (!m) return null;
  const image = m.image.childImageSharp?.gatsbyImageData;
  return (
    <Box sx={{ variant: "layout.container", pb: [6, 7] }}>
      <Box sx={{ display: "flex", gap: 5, alignItems: "flex-end", flexWrap: "wrap" }}>
        <Box sx={{ flex: "1 1 480px" }}>
          <ArticleHeader look="list" trail={trail(nav, m)} title={m.name} lead={m.role ?? ""}>
            <p sx={{ m: 0, maxWidth: 720, lineHeight: 1.75 }}>{m.bio}</p>
            {m.sameAs.length > 0 && (
              <Box
                as="ul"
                aria-label={t.linksLabel}
                sx={{ listStyle: "none", p: 0, m: 0, mt: 3, display: "flex", gap: 4 }}
              >
                {m.sameAs.map((href) => (
                  <li key={href}>
                    <a
                      href={href}
                      rel="me noopener noreferrer"
                      target="_blank"
                      sx={{ fontWeight: "bold", color: "primary" }}
                    >
                      {new URL(href).hostname.replace(/^www\./, "")}
                    </a>
                  </li>
                ))}
              </Box>
            )}
          </ArticleHeader>
        </Box>
        {image && <Picture image={image} alt="" loading="eager" sx={{ borderRadius: "50%", width: 128, mb: 5 }} />}
      </Box>
      {m.articles.length > 0 && (
        <Box as="section" aria-labelledby="author-articles" sx={{ mb: 6 }}>
          <Heading as="h2" id="author-articles" variant="sectionTitle" sx={{ fontSize: [5, 6], mb: 4 }}>
            {fill(t.articlesTitle, { name: m.name })}
          </Heading>
          <Box as="ul" sx={cardGrid(3)}>
            {m.articles.map((a, i) => (
              <li key={a.id}>
                <BlogCard {...blogCardProps(a)} headingLevel="h3" eager={i === 0} />
              </li>
            ))}
          </Box>
        </Box>
      )}
      {m.caseStudies.length > 0 && (
        <Box as="section" aria-labelledby="author-case-studies">
          <Heading as="h2" id="author-case-studies" variant="sectionTitle" sx={{ fontSize: [5, 6], mb: 4 }}>
            {fill(t.caseStudiesTitle, { name: m.name })}
          </Heading>
          <CaseStudyList studies={m.caseStudies} linkLabel={data.caseStudyLabelsJson?.caseStudies.tileLink ?? ""} />
        </Box>
      )}
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.AuthorPageQuery>) {
  const site = useSite();
  const { nav } = useFrame();
  const m = data.teamJson;
  const t = data.pageCopyJson?.author;
  if (!m || !t) return null;
  return (
    <Seo
      title={m.name}
      description={fill(t.description, { name: m.name, role: m.role ?? "", brand: site.brand })}
      pathname={location.pathname}
      breadcrumbs={trail(nav, m)}
      type="profile"
    >
      <JsonLd
        data={profilePageJsonLd(site, {
          ...m,
          image: m.image.childImageSharp?.original?.src,
        })}
      />
    </Seo>
  );
}
