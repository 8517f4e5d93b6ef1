/**
 * The GraphQL type definitions (SDL) for createSchemaCustomization, derived from the content
 * model's declarations: every JSON source and MDX collection, their object types, and the pages'
 * union of section types.
 */
import { MDX_COLLECTIONS, REF_TARGETS } from "./collections.ts";
import type { Field, Fields } from "./fields.ts";
import { JSON_SOURCES } from "./json-sources.ts";
import { OBJECT_TYPES } from "./object-types.ts";
import { PAGES, SECTION_OBJECT_TYPES, SECTION_TYPES, sectionFields } from "./sections.ts";

function gqlType(field: Field): { type: string; directive: string } {
  const bang = field.required ? "!" : "";
  switch (field.kind) {
    case "string":
      return { type: `String${bang}`, directive: "" };
    case "int":
      return { type: `Int${bang}`, directive: "" };
    case "boolean":
      return { type: `Boolean${bang}`, directive: "" };
    case "date":
      return { type: `Date${bang}`, directive: " @dateformat" };
    case "image":
      return { type: `File${bang}`, directive: " @fileByRelativePath" };
    case "ref": {
      const target = REF_TARGETS[field.to];
      return { type: `${target.type}${bang}`, directive: ` @link(by: "${target.by}")` };
    }
    case "object":
      return { type: `${field.type}${bang}`, directive: "" };
    case "sections":
      return { type: `[${SECTION_UNION}!]${bang}`, directive: "" };
    case "list": {
      // Items are never null: `[X!]!`. A directive on the item applies to the list field.
      const inner = gqlType({ ...field.of, required: true });
      return { type: `[${inner.type}]${bang}`, directive: inner.directive };
    }
  }
}

function typeDef(name: string, fields: Fields, head = ""): string {
  const lines = Object.entries(fields).map(([key, field]) => {
    const { type, directive } = gqlType(field);
    return `  ${key}: ${type}${directive}`;
  });
  return `type ${name}${head} {\n${lines.join("\n")}\n}`;
}

/**
 * The frontmatter of all MDX collections shares one GraphQL type: a field is required there only
 * when every collection requires it (the content check applies each collection's own rules).
 */
export function mdxFrontmatterFields(): Fields {
  const collections = Object.values(MDX_COLLECTIONS);
  const merged: Fields = {};
  for (const c of collections) {
    for (const [key, field] of Object.entries(c.frontmatter)) {
      const other = merged[key];
      if (other && other.kind !== field.kind) {
        throw new Error(`MDX frontmatter field "${key}" has two kinds: ${other.kind} and ${field.kind}`);
      }
      if (!other) {
        const everywhere = collections.every((x) => x.frontmatter[key]?.required);
        merged[key] = { ...field, required: everywhere };
      }
    }
  }
  return merged;
}

/** The SDL for createSchemaCustomization. */
export function typeDefs(): string {
  const defs = [
    ...JSON_SOURCES.map((s) => typeDef(s.type, s.fields, " implements Node @dontInfer")),
    ...Object.entries(OBJECT_TYPES).map(([name, fields]) => typeDef(name, fields)),
    // MDX nodes also carry gatsby-plugin-mdx's own fields, so the type is not @dontInfer.
    `type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  fields: MdxFields\n}`,
    typeDef("MdxFrontmatter", mdxFrontmatterFields()),
    // Computed in onCreateNode, not written by editors.
    `type MdxFields {\n  readingMinutes: Int\n  wordCount: Int\n  collection: String\n  toc: [MdxTocEntry!]\n}`,
    // An article's second-level headings (src/lib/toc.ts), computed in onCreateNode.
    `type MdxTocEntry {\n  id: String!\n  title: String!\n}`,
    ...sectionTypeDefs(),
  ];
  return defs.join("\n");
}

/** The GraphQL union of all section types; its member is chosen by the section's `type`. */
export const SECTION_UNION = "PageSection";

/** "hero" -> "HeroSection" */
export const sectionTypeName = (type: string): string =>
  `${type.replace(/(^|-)(.)/g, (_m, _d, c: string) => c.toUpperCase())}Section`;

/** For Gatsby's schema.buildUnionType: the union's members and how a value picks its member. */
export function sectionUnion() {
  return {
    name: SECTION_UNION,
    types: Object.keys(SECTION_TYPES).map(sectionTypeName),
    resolveType: (value: { type?: unknown }) =>
      typeof value.type === "string" && value.type in SECTION_TYPES ? sectionTypeName(value.type) : undefined,
  };
}

function sectionTypeDefs(): string[] {
  return [
    typeDef(PAGES.type, PAGES.fields, " implements Node @dontInfer"),
    ...Object.entries(SECTION_OBJECT_TYPES).map(([name, fields]) => typeDef(name, fields)),
    ...Object.keys(SECTION_TYPES).map((t) => typeDef(sectionTypeName(t), sectionFields(t))),
    `union ${SECTION_UNION} = ${Object.keys(SECTION_TYPES).map(sectionTypeName).join(" | ")}`,
  ];
}
