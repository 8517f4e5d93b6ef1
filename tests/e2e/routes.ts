/** Every route of the spec's route table with the page title it must carry. */
export const BRAND = "Atria Digital";

export const STATIC_ROUTES: [path: string, title: string][] = [
  ["/", "Home"],
  ["/services", "Services"],
  ["/about", "About Page"],
  ["/contact", "Contact"],
  ["/PrivacyPolicy", "Privacy Policy"],
  ["/TermsOfService", "Terms of Service"],
  ["/CookiePolicy", "Cookie Policy"],
  ["/blog", "Blog"],
  ["/our-work", "Our Work"],
  ["/Career", "Careers"],
  ["/ClientsSections", "Our Clients"],
  ["/news", "News & Insights"],
];

export const SERVICE_ROUTES: [path: string, title: string][] = [
  ["/services/online-reputation", "Online Reputation Management"],
  ["/services/social-media-marketing", "Social Media Marketing"],
  ["/services/website-design-development", "Website Design & Development"],
  ["/services/email-marketing", "Email Marketing"],
  ["/services/seo", "SEO"],
  ["/services/ecommerce-development", "Ecommerce Development"],
  ["/services/full-analytics", "Full Analytics"],
  ["/services/mobile-app-development", "Mobile App Development"],
];

export const BLOG_SLUGS = [
  "guide-to-effective-digital-marketing",
  "the-indispensable-role-of-seo-in-boosting-business",
  "deep-dive-into-wordpress-web-design",
  "genesis-of-digital-marketing-agencies",
  "ecommerce-revolution-innovative-web-development",
  "wordpress-wonders-atria-wordpress-web-designs",
  "exploration-of-3d-website-development-trends",
  "atria-journey-into-3d-website-development",
  "strategies-for-digital-triumph",
  "digital-marketing-unveiling-key-trends-for-2024",
  "decrypting-online-success-guide-to-web-design-in-sacramento",
  "embracing-recent-trends-in-web-development",
];

/** The starting prices of spec section 9, in the order of the services page. */
export const SERVICE_PRICES: [title: string, price: string, slug: string][] = [
  ["Online Reputation Management", "$499/month", "online-reputation"],
  ["Social Media Marketing", "$299/month", "social-media-marketing"],
  ["Website Design & Development", "$499", "website-design-development"],
  ["Email Marketing", "$299/month", "email-marketing"],
  ["SEO", "$299/month", "seo"],
  ["Ecommerce Development", "$1,999", "ecommerce-development"],
  ["Full Analytics", "$299/month", "full-analytics"],
  ["Mobile App Development", "$2,999", "mobile-app-development"],
];

/** The case studies (content/case-studies/), each at /our-work/<slug>, with facts their pages show. */
export const CASE_STUDIES = [
  {
    path: "/our-work/midtown-roasters",
    client: "Midtown Roasters",
    url: "https://midtownroasters.example",
    services: ["ecommerce-development", "email-marketing", "full-analytics"],
    figure: "70%",
    quote: "Subscriptions grew 70% in the first year",
    quoteBy: "Danielle Brooks",
    heroAlt: /^The Midtown Roasters home page/,
  },
  {
    path: "/our-work/capitol-dental",
    client: "Capitol Dental",
    url: "https://capitoldental.example",
    services: ["website-design-development", "seo", "full-analytics"],
    figure: "54%",
    quote: "filled the appointment book within three months",
    quoteBy: "Rachel Nguyen",
    heroAlt: /^The Capitol Dental home page/,
  },
  {
    path: "/our-work/delta-hvac",
    client: "Delta HVAC",
    url: "https://deltahvac.example",
    services: ["online-reputation", "website-design-development", "seo"],
    figure: "4.8",
    quote: "We went from 3.9 to 4.8 stars",
    quoteBy: "Tom Alvarez",
    heroAlt: /^The Delta HVAC home page/,
  },
];

/** The openings of spec section 9 (content/jobs.json), in the order of /Career, each at /Career/<slug>. */
export const JOBS: { slug: string; title: string; location: string; type: string }[] = [
  { slug: "php-developer", title: "PHP Developer", location: "Mumbai", type: "Full Time" },
  { slug: "react-developer", title: "React Developer", location: "Mumbai", type: "Full Time" },
  { slug: "dotnet-developer", title: "DotNet Developer", location: "Mumbai", type: "Full Time" },
  { slug: "python-developer", title: "Python Developer", location: "Mumbai", type: "Full Time" },
  { slug: "graphic-designer", title: "Graphic Designer", location: "Mumbai, India", type: "Part Time" },
  { slug: "ui-ux-designer", title: "UI/UX Designer", location: "Mumbai, India", type: "Contract" },
  { slug: "seo-executive", title: "SEO Executive", location: "Mumbai", type: "Full Time" },
  { slug: "hr-executive", title: "HR Executive", location: "Mumbai, India", type: "Full Time" },
];

/** An opening marked filled in content/jobs.json: its page stays and says so. */
export const FILLED_JOB = { slug: "content-writer", title: "Content Writer" };
