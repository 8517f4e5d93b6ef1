import { shareImagePath } from "./share-image";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  breadcrumbTrail,
  caseStudyJsonLd,
  dayOfWeek,
  organizationJsonLd,
  parseStartingPrice,
  serviceJsonLd,
  serviceOffer,
  type SiteFacts,
} from "./structured-data";
import frame from "../../content/frame.json";

const site: SiteFacts = {
  brand: "Atria Digital",
  legalName: "Atria Digital LLC",
  siteUrl: "https://a.example",
  email: "hello@a.example",
  phone: "+1 (916) 555-0142",
  social: [{ url: "https://x.com/a" }],
  address: { street: "1 K St", city: "Sacramento", region: "CA", postalCode: "95814", country: "US" },
  hours: { opens: "09:00", closes: "18:00", days: ["Monday", "Friday"] },
  seo: { shareImage: "/og/default.png" },
};

describe("shareImagePath", () => {
  it("maps a page path to its card under /og", () => {
    expect(shareImagePath("/")).toBe("/og/index.png");
    expect(shareImagePath("/services/seo/")).toBe("/og/services/seo.png");
    expect(shareImagePath("/PrivacyPolicy")).toBe("/og/PrivacyPolicy.png");
    expect(shareImagePath("/404.html")).toBe("/og/404.png");
    expect(shareImagePath("/404/")).toBe("/og/404.png");
  });
});

describe("parseStartingPrice", () => {
  it("reads one-off and monthly prices", () => {
    expect(parseStartingPrice("$1,999")).toEqual({ amount: 1999 });
    expect(parseStartingPrice("$299/month")).toEqual({ amount: 299, per: "month" });
  });

  it("refuses what it cannot read, so a content typo stops the build", () => {
    expect(() => parseStartingPrice("from 299 dollars")).toThrow(/not of the form/);
  });
});

describe("serviceOffer", () => {
  it("gives the starting price as minPrice in USD, monthly prices per month", () => {
    expect(serviceOffer("$299/month", "https://a.example/services/seo")).toEqual({
      "@type": "Offer",
      url: "https://a.example/services/seo",
      price: 299,
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 299,
        minPrice: 299,
        priceCurrency: "USD",
        unitCode: "MON",
        unitText: "month",
      },
    });
    expect(serviceOffer("$2,999", "u").priceSpecification).not.toHaveProperty("unitCode");
  });
});

describe("serviceJsonLd", () => {
  it("names the service, its provider by @id, the area served and the offer", () => {
    const ld = serviceJsonLd(site, {
      title: "SEO",
      description: "Search.",
      price: "$299/month",
      pathname: "/services/seo",
    });
    const org = organizationJsonLd(site)["@graph"][0] as { "@id": string };
    expect(ld).toMatchObject({
      "@type": "Service",
      name: "SEO",
      serviceType: "SEO",
      url: "https://a.example/services/seo",
      image: "https://a.example/og/services/seo.png",
      provider: { "@id": org["@id"] },
      areaServed: { "@type": "Country", name: "United States" },
      offers: { "@type": "Offer", price: 299, priceCurrency: "USD" },
    });
    expect(org["@id"]).toBe("https://a.example/#organization");
  });
});

describe("breadcrumbs", () => {
  it("trails nested pages through their section's navigation label", () => {
    expect(breadcrumbTrail("/services/seo/", "SEO", frame.nav)).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "SEO", path: "/services/seo" },
    ]);
  });

  it("gives top-level pages no trail", () => {
    expect(breadcrumbTrail("/about", "About Page", frame.nav)).toEqual([]);
    expect(breadcrumbTrail("/", "Home", frame.nav)).toEqual([]);
  });

  it("refuses a section the navigation does not name", () => {
    expect(() => breadcrumbTrail("/secret/page", "Page", frame.nav)).toThrow(
      /No navigation label for the section \/secret/,
    );
  });

  it("names a section the navigation does not list from the labels it is given", () => {
    expect(breadcrumbTrail("/our-work/delta-hvac", "Delta HVAC", frame.nav, { "/our-work": "Our Work" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Our Work", path: "/our-work" },
      { name: "Delta HVAC", path: "/our-work/delta-hvac" },
    ]);
  });

  it("numbers the items from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd("https://a.example/", breadcrumbTrail("/blog/x", "X", frame.nav));
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://a.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://a.example/blog" },
      { "@type": "ListItem", position: 3, name: "X", item: "https://a.example/blog/x" },
    ]);
  });
});

describe("organizationJsonLd", () => {
  it("lists the opening days as schema.org day URLs and refuses a misspelt day", () => {
    const business = organizationJsonLd(site)["@graph"][1] as unknown as {
      openingHoursSpecification: { dayOfWeek: string[] }[];
    };
    expect(business.openingHoursSpecification[0]?.dayOfWeek).toEqual([
      "https://schema.org/Monday",
      "https://schema.org/Friday",
    ]);
    expect(() => dayOfWeek("Mon")).toThrow(/not a day of the week/);
  });
});

describe("blogPostingJsonLd", () => {
  it("has headline, dates, the hero and the share card as images, the agency as author", () => {
    const ld = blogPostingJsonLd(site, {
      title: "T",
      excerpt: "E",
      date: "2025-08-01",
      pathname: "/blog/t",
      hero: "/static/abc/hero.jpg",
    });
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      datePublished: "2025-08-01",
      image: ["https://a.example/static/abc/hero.jpg", "https://a.example/og/blog/t.png"],
      mainEntityOfPage: "https://a.example/blog/t",
      author: { "@type": "Organization", name: "Atria Digital", "@id": "https://a.example/#organization" },
    });
  });
});

describe("caseStudyJsonLd", () => {
  it("is an Article about the client, by the agency, with the hero and the share card", () => {
    const ld = caseStudyJsonLd(site, "/our-work/delta-hvac/", {
      title: "Delta HVAC: from 3.9 to 4.8 stars",
      summary: "Reviews and booking.",
      date: "2025-10-27",
      hero: "/static/hero.jpg",
      client: "Delta HVAC",
      url: "https://deltahvac.example",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Delta HVAC: from 3.9 to 4.8 stars",
      datePublished: "2025-10-27",
      url: "https://a.example/our-work/delta-hvac",
      mainEntityOfPage: "https://a.example/our-work/delta-hvac",
      image: ["https://a.example/static/hero.jpg", "https://a.example/og/our-work/delta-hvac.png"],
      about: { "@type": "Organization", name: "Delta HVAC", url: "https://deltahvac.example" },
      author: { "@id": "https://a.example/#organization" },
    });
  });
});
