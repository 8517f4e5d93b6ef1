import { personJsonLd } from "./person-data";
import { profilePageJsonLd } from "./profile-page";
import { blogPostingJsonLd, type SiteFacts } from "./structured-data";

const site = { siteUrl: "https://a.example", brand: "Atria Digital" } as SiteFacts;
const priya = {
  name: "Priya Raman",
  role: "SEO Director",
  authorPage: "/blog/author/priya-raman",
  sameAs: ["https://www.linkedin.com/in/priya", "https://x.com/priya"],
};

describe("authors in structured data", () => {
  it("a team member is a Person with their author page as url and their profiles as sameAs", () => {
    expect(personJsonLd(site.siteUrl, priya)).toEqual({
      "@type": "Person",
      name: "Priya Raman",
      jobTitle: "SEO Director",
      url: "https://a.example/blog/author/priya-raman",
      sameAs: priya.sameAs,
    });
  });

  it("a member without an author page or profiles is only named (no url that leads nowhere)", () => {
    expect(personJsonLd(site.siteUrl, { name: "Emily Chen", authorPage: null, sameAs: [] })).toEqual({
      "@type": "Person",
      name: "Emily Chen",
    });
  });

  it("an article names its authors and keeps the agency as publisher; without authors the agency is the author", () => {
    const post = { title: "T", date: "2025-08-01", pathname: "/blog/t" };
    const person = personJsonLd(site.siteUrl, priya);
    const withAuthor = blogPostingJsonLd(site, { ...post, authors: [person] });
    expect(withAuthor.author).toEqual([person]);
    expect(withAuthor.publisher).toMatchObject({ "@type": "Organization", "@id": "https://a.example/#organization" });
    expect(blogPostingJsonLd(site, post).author).toMatchObject({ "@type": "Organization" });
  });

  it("an author page is a ProfilePage whose Person has the bio and photo and works for the agency", () => {
    const page = profilePageJsonLd(site, {
      person: personJsonLd(site.siteUrl, priya),
      authorPage: priya.authorPage,
      bio: "Priya has taken dozens of local businesses into Google's map pack.",
      image: "/static/abc/priya.jpg",
    });
    expect(page).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://a.example/blog/author/priya-raman",
      mainEntity: {
        ...personJsonLd(site.siteUrl, priya),
        description: "Priya has taken dozens of local businesses into Google's map pack.",
        image: "https://a.example/static/abc/priya.jpg",
        worksFor: { "@id": "https://a.example/#organization" },
      },
    });
  });
});
