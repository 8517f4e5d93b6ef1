/**
 * @jest-environment node
 */
import { buildSchema, GraphQLObjectType, GraphQLUnionType, type GraphQLSchema } from "graphql";
import {
  JSON_SOURCES,
  MDX_COLLECTIONS,
  OBJECT_TYPES,
  PAGES,
  SECTION_OBJECT_TYPES,
  SECTION_TYPES,
  sectionFields,
  type Field,
} from "./content-model";
import { SECTION_UNION, mdxFrontmatterFields, sectionTypeName, sectionUnion, typeDefs } from "./content-model/sdl";

/** Gatsby's own declarations that the SDL relies on, so graphql-js can read it on its own. */
const GATSBY_PRELUDE = `
  scalar Date
  directive @dontInfer on OBJECT
  directive @dateformat on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @link(by: String) on FIELD_DEFINITION
  interface Node { id: ID! }
  type File implements Node { id: ID! }
`;

const schema = (): GraphQLSchema => buildSchema(GATSBY_PRELUDE + typeDefs());

/** "String!", "[MarketingStat!]!" as graphql-js prints a field's type from the model. */
function expectedType(field: Field): string {
  const bang = field.required ? "!" : "";
  const named: Record<string, string> = {
    string: "String",
    int: "Int",
    boolean: "Boolean",
    date: "Date",
    image: "File",
  };
  if (field.kind === "sections") return `[${SECTION_UNION}!]${bang}`;
  if (field.kind === "list") return `[${expectedType({ ...field.of, required: true })}]${bang}`;
  if (field.kind === "object") return `${field.type}${bang}`;
  if (field.kind === "ref") {
    const nodeType = { blog: "Mdx", services: "ServicesJson", testimonials: "TestimonialsJson", team: "TeamJson" }[
      field.to
    ];
    return `${nodeType}${bang}`;
  }
  return `${named[field.kind]}${bang}`;
}

function fieldsOf(s: GraphQLSchema, name: string): Record<string, string> {
  const type = s.getType(name);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`${name} is not an object type`);
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, String(f.type)]));
}

describe("GraphQL types derived from the content model", () => {
  it("is valid SDL with every node type, every field and its requiredness", () => {
    const s = schema();
    for (const source of JSON_SOURCES) {
      const expected = Object.fromEntries(Object.entries(source.fields).map(([k, f]) => [k, expectedType(f)]));
      expect({ [source.type]: fieldsOf(s, source.type) }).toEqual({ [source.type]: expected });
      expect(s.getType(source.type)?.astNode?.directives?.map((d) => d.name.value)).toEqual(["dontInfer"]);
    }
    for (const [name, fields] of Object.entries(OBJECT_TYPES)) {
      const expected = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, expectedType(f)]));
      expect({ [name]: fieldsOf(s, name) }).toEqual({ [name]: expected });
    }
  });

  it("resolves images as Files, dates as dates and references as links", () => {
    const sdl = typeDefs();
    expect(sdl).toContain("  src: File! @fileByRelativePath");
    expect(sdl).toContain("  image: File! @fileByRelativePath");
    expect(sdl).toContain("  hero: File @fileByRelativePath");
    expect(sdl).toContain("  date: Date @dateformat");
    expect(sdl).toContain('  posts: [Mdx!]! @link(by: "frontmatter.slug")');
  });

  it("merges the frontmatter of the MDX collections: required only where every collection requires it", () => {
    const merged = mdxFrontmatterFields();
    expect(merged.title?.required).toBe(true);
    expect(merged.slug?.required).toBe(true);
    expect(merged.hero?.required).toBe(false); // articles only
    expect(merged.badge?.required).toBe(false); // legal pages only
    expect(MDX_COLLECTIONS.blog.frontmatter.hero?.required).toBe(true);
    expect(fieldsOf(schema(), "MdxFrontmatter")).toEqual(
      Object.fromEntries(Object.entries(merged).map(([k, f]) => [k, expectedType(f)])),
    );
  });

  it("names only object types it declares", () => {
    const all = [
      ...JSON_SOURCES.map((s) => s.fields),
      ...Object.values(OBJECT_TYPES),
      ...Object.values(SECTION_OBJECT_TYPES),
      ...Object.values(SECTION_TYPES).map((t) => t.fields),
      PAGES.fields,
      ...Object.values(MDX_COLLECTIONS).map((c) => c.frontmatter),
    ];
    const objectType = (f: Field): string[] =>
      f.kind === "object" ? [f.type] : f.kind === "list" ? objectType(f.of) : [];
    const used = all.flatMap((fields) => Object.values(fields).flatMap(objectType));
    expect(used.filter((t) => !(t in OBJECT_TYPES) && !(t in SECTION_OBJECT_TYPES))).toEqual([]);
  });
});

describe("pages built from sections", () => {
  it("declares the page type and one member of the PageSection union per section type", () => {
    const s = schema();
    const expected = Object.fromEntries(Object.entries(PAGES.fields).map(([k, f]) => [k, expectedType(f)]));
    expect(fieldsOf(s, PAGES.type)).toEqual(expected);
    expect(fieldsOf(s, PAGES.type).sections).toBe("[PageSection!]!");
    const union = s.getType(SECTION_UNION);
    expect(union instanceof GraphQLUnionType).toBe(true);
    const members = (union as GraphQLUnionType).getTypes().map((t) => t.name);
    expect(members).toEqual(Object.keys(SECTION_TYPES).map(sectionTypeName));
    for (const type of Object.keys(SECTION_TYPES)) {
      const fields = Object.fromEntries(Object.entries(sectionFields(type)).map(([k, f]) => [k, expectedType(f)]));
      expect({ [type]: fieldsOf(s, sectionTypeName(type)) }).toEqual({ [type]: fields });
    }
  });

  it("gives a field name one GraphQL type across section types (a page query spreads them all)", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [type, { fields }] of Object.entries(SECTION_TYPES)) {
      for (const [key, field] of Object.entries(fields)) {
        const t = expectedType(field);
        const other = seen.get(key);
        if (other && other !== t) clashes.push(`${type}.${key}: ${t}, elsewhere ${other}`);
        seen.set(key, t);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("resolves a section's union member from its type", () => {
    const { resolveType, types } = sectionUnion();
    expect(resolveType({ type: "hero" })).toBe("HeroSection");
    expect(resolveType({ type: "cta" })).toBe("CtaSection");
    expect(resolveType({ type: "herro" })).toBeUndefined();
    expect(types).toContain("FaqSection");
  });
});
