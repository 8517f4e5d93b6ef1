import { graphql } from "gatsby";
import { Heading, type ThemeUICSSObject } from "theme-ui";
import FigureGrid from "./figure-grid";

export const fragment = graphql`
  fragment ResultFigure on CaseStudyResult {
    value
    label
  }
`;

interface Props {
  title: string;
  results: readonly Queries.ResultFigureFragment[];
  headingSx?: ThemeUICSSObject;
}

/** A heading, then results as big figures with their labels (a definition list: label, then figure). */
export default function ResultFigures({ title, results, headingSx }: Props) {
  return (
    <>
      <Heading as="h2" sx={headingSx}>
        {title}
      </Heading>
      <FigureGrid figures={results} columns={2} sx={{ mb: 5 }} testId="case-study-results" />
    </>
  );
}
