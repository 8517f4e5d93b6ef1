import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Box, Text } from "theme-ui";
import ArticleHeader from "../components/article-header";
import PagedArticleList from "../components/blog/paged-list";
import Seo from "../components/seo";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import type { Crumb } from "../lib/structured-data";
import { fill } from "../lib/template";
import SubscribeBlock from "../components/subscribe/subscribe-block";

/** A topic at /blog/topic/<service-slug>: the listed articles filed under a service, newest first. */
export const query = graphql`
  query TopicPage($id: String!) {
    servicesJson(id: { eq: $id }) {
      slug
      title
      topicIntro
      topicPage
      articles {
        ...BlogCardPost
      }
    }
    pageCopyJson {
      topic {
        title
        description
        listLabel
        paginationLabel
        serviceLink
      }
    }
  }
`;

/** Home > Blog > the topic: the page's trail and its BreadcrumbList. */
function trail(nav: { home: string; blog: string }, topic: { title: string; topicPage: string | null }): Crumb[] {
  return [
    { name: nav.home, path: "/" },
    { name: nav.blog, path: "/blog" },
    { name: topic.title, path: topic.topicPage ?? "" },
  ];
}

export default function TopicTemplate({ data, location }: PageProps<Queries.TopicPageQuery>) {
  const { nav } = useFrame();
  const topic = data.servicesJson;
  const t = required(data.pageCopyJson?.topic, "content/page-copy.json: topic");
  if (!topic) return null;
  const name = { topic: topic.title };
  return (
    <Box sx={{ variant: "layout.container", pb: [6, 7] }}>
      <ArticleHeader look="list" trail={trail(nav, topic)} title={topic.title} lead={topic.topicIntro}>
        <Text as="p" sx={{ m: 0 }}>
          <Link to={`/services/${topic.slug}`} sx={{ fontWeight: "bold", color: "primary" }}>
            {fill(t.serviceLink, name)}
          </Link>
        </Text>
      </ArticleHeader>
      <PagedArticleList
        posts={topic.articles}
        path={location.pathname}
        search={location.search}
        listLabel={fill(t.listLabel, name)}
        paginationLabel={fill(t.paginationLabel, name)}
      />
      <Box sx={{ mt: 6 }}>
        <SubscribeBlock place="articles" />
      </Box>
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.TopicPageQuery>) {
  const site = useSite();
  const { nav } = useFrame();
  const topic = data.servicesJson;
  const t = data.pageCopyJson?.topic;
  if (!topic || !t) return null;
  return (
    <Seo
      title={fill(t.title, { topic: topic.title })}
      description={fill(t.description, { topic: topic.title, brand: site.brand })}
      pathname={location.pathname}
      breadcrumbs={trail(nav, topic)}
    />
  );
}
