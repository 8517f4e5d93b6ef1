/**
 * The content model: every content file under content/, its fields, which are required, the
 * rules an editor's value must follow, and what the CMS shows of each field. It is the one source of truth for
 *
 *  - the GraphQL types the build declares (gatsby/content-model/sdl.ts `typeDefs()`, used by createSchemaCustomization),
 *  - the content check (`gatsby/content-check.ts`, `npm run content:check` and the build), and
 *  - the CMS configuration (`gatsby/cms-config.ts` writes /admin/config.yml: docs/decisions/cms-config.md).
 *
 * So they cannot drift: a field added here exists in GraphQL, is checked in the files and is edited in the CMS.
 * Plain TypeScript (no enums, explicit `.ts` imports) so `node` can run it without a compiler.
 *
 * The declarations, one job a file under gatsby/content-model/:
 *  - fields.ts: the field language (kinds, builders, shared vocabularies);
 *  - copy-types.ts and object-types.ts: the nested object types;
 *  - json-sources.ts: the JSON files; collections.ts: the MDX collections and reference targets;
 *  - sections.ts: the section types and the page collection.
 * The page families (which template renders which sections) are the site's: src/lib/page-families.ts.
 */
export * from "./content-model/fields.ts";
export * from "./content-model/object-types.ts";
export * from "./content-model/json-sources.ts";
export * from "./content-model/collections.ts";
export * from "./content-model/sections.ts";
