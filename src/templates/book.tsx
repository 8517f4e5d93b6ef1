import type { HeadProps, PageProps } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import BookingForm, { type BookingPageContext } from "../components/booking/booking-form";
import Seo from "../components/seo";

/**
 * /book and /book/<kind> (gatsby/booking-pages.ts): a call booked into a host's calendar, with the
 * times in the visitor's zone and New York's. The page's code (the form, Temporal) loads only here.
 */
export default function BookPage({ pageContext }: Pick<PageProps<object, BookingPageContext>, "pageContext">) {
  return (
    <Box as="section" sx={{ variant: "layout.container", py: [5, 6], maxWidth: 760 }}>
      <Heading as="h1" variant="pageTitle" sx={{ mb: 3 }}>
        Book a call
      </Heading>
      <Text as="p" variant="lead" sx={{ mt: 0, mb: 4 }}>
        Pick a time that suits you: you get a calendar invitation at once, and you can reschedule or cancel from the
        e-mail.
      </Text>
      <BookingForm page={pageContext} />
    </Box>
  );
}

export function Head({ location, pageContext }: HeadProps<object, BookingPageContext>) {
  const kind = pageContext.kinds.find((k) => k.slug === pageContext.kind);
  const title = location.pathname === "/book" || !kind ? "Book a call" : `Book a ${kind.name.toLowerCase()}`;
  return (
    <Seo
      title={title}
      description="Book a discovery call or a website audit review with Atria Digital: pick a free time in your own time zone."
      pathname={location.pathname}
    />
  );
}
