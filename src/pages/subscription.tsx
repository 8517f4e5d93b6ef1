import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Heading } from "theme-ui";
import Seo from "../components/seo";
import Preferences from "../components/subscribe/preferences";
import { required } from "../lib/required";

export const query = graphql`
  query SubscriptionPage {
    pageCopyJson {
      subscription {
        title
        heading
        confirmed
        loading
        noToken
        address
        statusPending
        statusConfirmed
        statusPaused
        topicsLegend
        save
        saved
        pause
        paused
        resume
        resumed
        unsubscribe
        unsubscribeText
        unsubscribed
        networkError
      }
    }
  }
`;

/**
 * /subscription?token=…: the preferences page that every subscription mail links to (change the
 * topics, pause, unsubscribe from all), and where a confirmed link lands (`&confirmed=1`). The
 * page is the same for everyone; what it shows comes from the function, for the signed token.
 */
export default function SubscriptionPage({ data, location }: PageProps<Queries.SubscriptionPageQuery>) {
  const t = required(data.pageCopyJson?.subscription, "content/page-copy.json: subscription");
  return (
    <Box as="section" aria-labelledby="subscription-title" sx={{ variant: "layout.narrow", py: [6, 7] }}>
      <Heading as="h1" id="subscription-title" variant="pageTitle" sx={{ mb: 4 }}>
        {t.heading}
      </Heading>
      <Preferences t={t} search={location.search} />
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.SubscriptionPageQuery>) {
  const t = required(data.pageCopyJson?.subscription, "content/page-copy.json: subscription");
  // A reader's own page: never in search results.
  return <Seo title={t.title} pathname={location.pathname} noindex />;
}
