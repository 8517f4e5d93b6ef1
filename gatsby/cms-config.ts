/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content model
 * (gatsby/content-model.ts): every widget comes from a field of the model, so a field or a section
 * type added there is in the CMS too, with its rules (required, options, numbers, patterns).
 * gatsby-node.ts writes it to static/admin/config.yml (not in git) before every build and
 * `npm run develop` / `npm run cms`. docs/decisions/cms-config.md
 *
 * What is the CMS's alone lives here: the backend, and how the content files are grouped into
 * collections (labels, descriptions, preview paths, slugs, media folders).
 */
import fs from "node:fs";
import path from "node:path";
import { collections } from "./cms-config/collections.ts";

export { FORMAT_PATTERNS, widgetFor, widgetsFor, type Widget } from "./cms-config/widgets.ts";

/** The whole configuration Decap reads from /admin/config.yml. */
export function cmsConfig() {
  return {
    backend: {
      name: "github",
      // Placeholder: the GitHub repository of this site ("owner/name"). See CONTENT.md.
      repo: "OWNER/REPOSITORY",
      branch: "main",
      // Netlify's OAuth provider (Site configuration -> Access & security -> OAuth -> GitHub).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      squash_merges: true,
      commit_messages: {
        create: "Content: create {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    // Drafts become pull requests, each with a Netlify deploy preview; "Publish" merges them.
    publish_mode: "editorial_workflow",
    // `npm run cms`: on localhost the CMS talks to decap-server, which writes to the working tree.
    // static/admin/cms.mjs points it at another port when the page is opened with ?decap_port=NNNN.
    local_backend: true,
    site_url: "https://atriadigital.example",
    display_url: "https://atriadigital.example",
    logo_url: "/favicon.svg",
    // Default media folder; image fields name their own folder so the stored path is the one the
    // content expects (relative to the JSON file, or next to the article).
    media_folder: "content/images",
    public_folder: "images",
    slug: { encoding: "ascii", clean_accents: true },
    collections: collections(),
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** The file Decap loads: YAML (JSON is YAML), marked as generated. */
export function cmsConfigText(): string {
  return (
    "# Generated from gatsby/content-model.ts by gatsby/cms-config.ts: do not edit (docs/decisions/cms-config.md).\n" +
    `${JSON.stringify(cmsConfig(), null, 2)}\n`
  );
}

/** Where the configuration is written: Gatsby copies static/ into public/, and `npm run develop` serves it. */
export const CMS_CONFIG_FILE = path.join("static", "admin", "config.yml");

/**
 * Writes static/admin/config.yml (gatsby-node.ts, before every build and `npm run develop`); returns its path.
 * An unchanged configuration is not written again, so the file's time stays that of the last change
 * (scripts/lib/build-state.mjs rebuilds when an input under static/ is newer than the build).
 */
export function writeCmsConfig(root: string): string {
  const file = path.join(root, CMS_CONFIG_FILE);
  const text = cmsConfigText();
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}
