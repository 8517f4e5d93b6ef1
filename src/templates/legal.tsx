import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Box, Heading, Text, type ThemeUICSSObject } from "theme-ui";
import CookieSections from "../components/legal/cookie-sections";
import LegalContact from "../components/legal/legal-contact";
import MarkdownLink from "../components/legal/markdown-link";
import PageHero from "../components/page-hero";
import Seo from "../components/seo";
import { useFrame } from "../hooks/use-frame";
import { required } from "../lib/required";
import { searchBody } from "../lib/search-body";
import { fill } from "../lib/template";

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        slug
        badge
        lastUpdated
        lead
        intro
        ...LegalContact
      }
    }
    ...CookieSections
    pageCopyJson {
      legal {
        lastUpdated
        introTitle
        ...CookieSectionsCopy
        ...LegalContactCopy
      }
    }
  }
`;

/** Markdown elements of the legal texts. */
const components = { a: MarkdownLink };

const prose: ThemeUICSSObject = {
  variant: "layout.narrow",
  h2: { fontSize: [5, 6], mt: 6, mb: 3 },
  "h2:first-of-type": { mt: 0 },
  ul: { pl: 4 },
  "li + li": { mt: 1 },
};

type Props = PageProps<Queries.LegalPageQuery> & { children: ReactNode };

export default function LegalTemplate({ data, children }: Props) {
  const { search } = useFrame();
  const fm = data.mdx?.frontmatter;
  const t = required(data.pageCopyJson?.legal, "content/page-copy.json: legal");
  if (!fm) return null;
  // The cookie tables belong to the Cookie Policy only.
  const showCookies = fm.slug === "CookiePolicy";
  const cookies = showCookies ? data.allCookiesJson.nodes : [];
  const thirdParty = showCookies ? data.allThirdPartyServicesJson.nodes : [];
  return (
    <Box {...searchBody(search.sections.legal)}>
      <PageHero eyebrow={fm.badge ?? undefined} title={fm.title} lead={fm.lead}>
        <Text as="p" sx={{ m: 0, color: "onInk", fontWeight: "bold" }} data-testid="last-updated">
          {fill(t.lastUpdated, { date: fm.lastUpdated ?? "" })}
        </Text>
      </PageHero>

      {fm.intro && (
        <Box as="section" aria-labelledby="intro-title" sx={{ variant: "layout.section", pb: 0 }}>
          <Box sx={{ variant: "layout.narrow" }}>
            <Heading as="h2" id="intro-title" sx={{ fontSize: [5, 6], mb: 3 }}>
              {t.introTitle}
            </Heading>
            <Text as="p" variant="lead" sx={{ m: 0 }}>
              {fm.intro}
            </Text>
          </Box>
        </Box>
      )}

      {cookies.length > 0 && <CookieSections t={t} cookies={cookies} thirdParty={thirdParty} />}

      <Box as="article" sx={{ variant: "layout.section", pt: fm.intro ? 0 : undefined }}>
        <Box sx={prose}>
          <MDXProvider components={components}>{children}</MDXProvider>
          <LegalContact texts={fm} t={t} />
        </Box>
      </Box>
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  const fm = data.mdx?.frontmatter;
  return <Seo title={fm?.title ?? ""} description={fm?.lead ?? undefined} pathname={location.pathname} />;
}
