/**
 * The CMS's "Redirects and short links" file (content/redirects.json, issue 49 item 7). Not a
 * GraphQL source, so its widgets are written here rather than derived from the content model; the
 * content check (gatsby/content-check/redirects.ts) holds the rules an edit must keep.
 */
import { UTM_KEYS } from "../../src/contracts/visit.ts";
import type { Widget } from "./widgets.ts";

const CAMPAIGN_HINTS: Record<(typeof UTM_KEYS)[number], string> = {
  source: "Where the link is published: newsletter, linkedin, flyer",
  medium: "The kind of channel: email, social, print, cpc",
  campaign: "The campaign's name: spring-audit",
  term: "Paid search: the keyword",
  content: "Tells two links of one campaign apart: header-button",
};

export const redirectsCollection = {
  name: "redirects",
  label: "Redirects and short links",
  description:
    "Old addresses that lead on to a page, and short links such as /go/spring-audit that carry a campaign (content/redirects.json). Open the old address on the deploy preview to try one.",
  editor: { preview: false },
  format: "json-object",
  files: [
    {
      name: "redirects",
      label: "Redirects and short links",
      file: "content/redirects.json",
      fields: [
        {
          name: "redirects",
          label: "Redirects",
          label_singular: "Redirect",
          widget: "list",
          summary: "{{fields.from}} → {{fields.to}}",
          fields: [
            {
              name: "from",
              label: "From (an address of this site that is not a page: /go/spring-audit)",
              widget: "string",
              pattern: ["^/[A-Za-z0-9\\-._~/%]+$", "An address starting with /, without ? or #"],
            },
            {
              name: "to",
              label: "To (a page of this site, /services/seo, or another site's https:// address)",
              widget: "string",
              pattern: ["^(/|https://)", "Starts with / or https://"],
            },
            {
              name: "permanent",
              label: "Permanent (301: the old address is gone for good); off: temporary (302, short links)",
              widget: "boolean",
              default: false,
            },
            {
              name: "campaign",
              label: "Campaign (short links only; added to the address as utm_*)",
              widget: "object",
              required: false,
              collapsed: true,
              fields: UTM_KEYS.map((k) => ({
                name: k,
                label: `utm_${k}`,
                widget: "string",
                required: false,
                hint: CAMPAIGN_HINTS[k],
              })),
            },
          ],
        },
      ] satisfies Widget[],
    },
  ],
};
