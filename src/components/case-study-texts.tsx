import { graphql } from "gatsby";
import { Heading, type ThemeUICSSObject } from "theme-ui";

/** The labels of a case study's page and links (content/case-study-labels.json `caseStudies`). */
export const fragment = graphql`
  fragment CaseStudyLabels on CaseStudyLabels {
    section
    clientLabel
    industryLabel
    servicesLabel
    liveSiteLabel
    challengeTitle
    solutionTitle
    resultsTitle
    storyTitle
  }
`;

/** The h2 of every part of a case study. */
export const caseStudyH2: ThemeUICSSObject = { variant: "text.sectionTitle", fontSize: [5, 6], mt: 6, mb: 3 };

interface Props {
  labels: { challengeTitle: string; solutionTitle: string };
  texts: { challenge: string | null; solution: string | null };
}

/** The challenge and what we did, each a section under its h2. */
export default function CaseStudyTexts({ labels, texts }: Props) {
  const parts = [
    [labels.challengeTitle, texts.challenge],
    [labels.solutionTitle, texts.solution],
  ] as const;
  return (
    <>
      {parts.map(([title, text]) => (
        <section key={title}>
          <Heading as="h2" sx={caseStudyH2}>
            {title}
          </Heading>
          <p>{text}</p>
        </section>
      ))}
    </>
  );
}
