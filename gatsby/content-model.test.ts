/**
 * @jest-environment node
 */
import { buildSchema, GraphQLObjectType, type GraphQLSchema } from "graphql";
import {
  JSON_SOURCES,
  MDX_COLLECTIONS,
  OBJECT_TYPES,
  mdxFrontmatterFields,
  typeDefs,
  type Field,
} from "./content-model";

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
  if (field.kind === "list") return `[${expectedType({ ...field.of, required: true })}]${bang}`;
  if (field.kind === "object") return `${field.type}${bang}`;
  if (field.kind === "ref") {
    const nodeType = { blog: "Mdx", services: "ServicesJson", testimonials: "TestimonialsJson" }[field.to];
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
    expect(sdl).toContain('  featuredPosts: [Mdx!]! @link(by: "frontmatter.slug")');
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
      ...Object.values(MDX_COLLECTIONS).map((c) => c.frontmatter),
    ];
    const objectType = (f: Field): string[] =>
      f.kind === "object" ? [f.type] : f.kind === "list" ? objectType(f.of) : [];
    const used = all.flatMap((fields) => Object.values(fields).flatMap(objectType));
    expect(used.filter((t) => !(t in OBJECT_TYPES))).toEqual([]);
  });
});
