import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Button, Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Seo from "../components/seo";
import { useGetStartedDialog } from "../components/dialog-context";

export const query = graphql`
  query ServicePage($id: String!) {
    servicesJson(id: { eq: $id }) {
      slug
      title
      summary
    }
  }
`;

type Props = PageProps<Queries.ServicePageQuery>;

export default function ServiceTemplate({ data }: Props) {
  const service = data.servicesJson;
  const { open } = useGetStartedDialog();
  if (!service) return null;
  return (
    <>
      <PageHero eyebrow="Our Services" title={service.title} lead={service.summary}>
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          Get Started
        </Button>
      </PageHero>
      <Box as="section" sx={{ variant: "layout.section" }}>
        <Box sx={{ variant: "layout.narrow" }}>
          <Text as="p" variant="lead" sx={{ m: 0 }}>
            Every engagement starts with a free consultation: tell us where your business stands and where you want it
            to be, and we will propose a plan with clear goals, timelines and a fixed starting price.
          </Text>
        </Box>
      </Box>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const service = data.servicesJson;
  return <Seo title={service?.title ?? "Service"} description={service?.summary} pathname={location.pathname} />;
}
