/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createPages } from "../gatsby-node";

type Args = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

describe("createPages: two content pages never share a path (issue 39)", () => {
  it("gives the path to the established page (the file named for it), and the newcomer no page", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "create-pages-"));
    const dir = path.join(root, "content", "pages");
    fs.mkdirSync(dir, { recursive: true });
    for (const f of ["about.json", "about-us.json", "pricing.json"]) fs.writeFileSync(path.join(dir, f), "{}");
    const page = (id: string, p: string, file: string) => ({
      id,
      path: p,
      sections: [{ __typename: "CtaSection" }],
      parent: { absolutePath: path.join(dir, file) },
    });
    // The newcomer comes first, as it may from GraphQL.
    const nodes = [
      page("new", "/about", "about-us.json"),
      page("about", "/about", "about.json"),
      page("p", "/pricing", "pricing.json"),
    ];
    const graphql = jest.fn(async (query: string) => {
      if (query.includes("CreateContentPages")) return { data: { allPagesJson: { nodes } } };
      if (query.includes("CreatePages"))
        return { data: { allServicesJson: { nodes: [] }, legal: { nodes: [] }, allMdx: { nodes: [] } } };
      if (query.includes("JobPages")) return { data: { allJobsJson: { nodes: [] } } };
      if (query.includes("TopicAndAuthorPages"))
        return { data: { allServicesJson: { nodes: [] }, allTeamJson: { nodes: [] }, allMdx: { nodes: [] } } };
      return { data: { allMdx: { nodes: [] } } };
    });
    const createPage = jest.fn();
    const reporter = { panicOnBuild: jest.fn(), error: jest.fn(), info: jest.fn(), warn: jest.fn() };
    const store = { getState: () => ({ program: { directory: root } }) };
    await createPages!(
      { graphql, actions: { createPage }, reporter, store } as unknown as Args,
      { plugins: [] },
      () => {},
    );
    const made = createPage.mock.calls.map(([p]) => [p.path, p.context.id]);
    expect(made).toEqual([
      ["/about", "about"],
      ["/pricing", "p"],
    ]);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(String(reporter.panicOnBuild.mock.calls[0]![0])).toBe(
      `${path.join(dir, "about-us.json")}: path "/about" is already the path of ${path.join(dir, "about.json")}: this file gets no page`,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });
});
