import { render, type RenderResult } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { ReactElement } from "react";
import frame from "../../content/frame.json";
import privacyChoices from "../../content/privacy-choices.json";
import services from "../../content/services.json";
import site from "../../content/site.json";
import ThemeRoot from "../theme-root";

/**
 * Every static query of the site answered from the real content files, merged into one object
 * (the gatsby mock cannot tell queries apart; each hook reads only its own keys).
 */
export const staticData = {
  siteJson: site,
  frameJson: frame,
  site: { siteMetadata: { siteUrl: site.siteUrl } },
  allServicesJson: { nodes: [...services].sort((a, b) => a.order - b.order) },
  privacyChoicesJson: { footerLink: privacyChoices.footerLink },
};

export function renderWithSite(ui: ReactElement): RenderResult {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
  return render(<ThemeRoot>{ui}</ThemeRoot>);
}
