import { graphql } from "gatsby";

/**
 * What a job opening's page reads (src/templates/job.tsx): the opening of content/jobs.json and
 * the words of its page (content/page-copy.json `job`).
 */
export const fragments = graphql`
  fragment JobOpening on JobsJson {
    slug
    title
    location
    type
    workplace
    summary
    about
    responsibilities
    requirements
    niceToHave
    process {
      ...StepListItem
    }
    office {
      street
      city
      region
      postalCode
      country
    }
    remoteCountries
    salary {
      currency
      min
      max
      unit
    }
    datePosted
    closes
    closed
  }
  fragment JobPageCopy on JobCopy {
    facts
    location
    workplace
    remoteFrom
    type
    salary
    salaryUnits {
      hour
      day
      week
      month
      year
    }
    posted
    closes
    aboutTitle
    responsibilitiesTitle
    requirementsTitle
    niceToHaveTitle
    processTitle
    applyTitle
    applyText
    filledTitle
    filledText
    allOpenings
    form {
      label
      loading
      resumeHint
      resumeRequired
      resumeType
      resumeSize
      consent
      privacyLink
      submit
      sending
      success
      closed
      tooLarge
      wrongType
      tooMany
      network
    }
  }
`;

export type JobOpening = Queries.JobOpeningFragment;
export type JobPageCopy = Queries.JobPageCopyFragment;
