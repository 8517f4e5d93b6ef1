import { graphql, useStaticQuery } from "gatsby";

/** The texts of the page frame (header, footer, Get Started dialog, shared cards) from content/frame.json. */
export function useFrame(): Queries.FrameCopyQuery["frameJson"] & object {
  const data = useStaticQuery<Queries.FrameCopyQuery>(graphql`
    query FrameCopy {
      frameJson {
        skipLink
        nav {
          label
          home
          services
          blog
          about
          news
          contact
          menu
          getStarted
        }
        footer {
          scheduleCall
          servicesTitle
          quickLinksTitle
          about
          contact
          services
          blog
          careers
          legalTitle
          privacy
          terms
          cookies
          accessibility
          rights
        }
        dialog {
          title
          description
          loading
          privacy
          close
        }
        search {
          label
          placeholder
          submit
          loading
          one
          many
          none
          unavailable
          all
          title
          description
          heading
          lead
          notFoundTitle
          notFoundText
          sections {
            services
            articles
            caseStudies
            jobs
            legal
          }
        }
        pagination {
          prev
          next
          page
        }
        cards {
          blogReadMore
          newsReadMore
          newsNoDescription
          newsImageFallback
          newTab
          formLoading
          sectionLink
          projectAlt
          techWhy
          techProjects
          step
        }
        subscribe {
          articlesTitle
          articlesIntro
          openingsTitle
          openingsIntro
          footerTitle
          footerIntro
          topicsLegend
          consent
          submit
          sending
          networkError
        }
      }
    }
  `);
  if (!data.frameJson) throw new Error("content/frame.json is missing");
  return data.frameJson;
}

export type FrameCopy = ReturnType<typeof useFrame>;
