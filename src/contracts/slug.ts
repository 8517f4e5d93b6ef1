/**
 * A slug as content spells them (a job's, a service's, an article's): lowercase letters and digits,
 * in words joined by single hyphens. The one pattern the content check (and the routes of content
 * pages it builds from it), the application contract and the desk check a slug with.
 */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
