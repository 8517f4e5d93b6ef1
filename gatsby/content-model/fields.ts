/**
 * The content model's field language: the kinds of field a content file may hold, the builders
 * the declarations are written with (required unless wrapped in `optional()`), and the closed
 * vocabularies several declarations share. The declarations themselves live beside this file.
 */
import { ICON_NAMES } from "../../src/lib/icon-paths.ts";

/** The consent categories of the Cookie Policy; "essential" is always on (src/lib/consent.ts). */
export const CONSENT_CATEGORIES = ["essential", "analytics", "marketing", "preferences"] as const;
/** Where a cookie or storage key of the privacy choices' table lives. */
export const STORAGE_KINDS = ["Cookie", "Local storage", "Session storage"] as const;
/** The days of the week, as the opening hours name them. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
/** The optional trackers (src/contracts/trackers.ts TrackerId). */
export const TRACKER_IDS = ["ga4", "meta"] as const;

/** What a string field must look like, beyond being text. */
/** pagePath: the route of a content page; link: a path of a page of the site (checked to lead somewhere). */
/** https: a full https:// address (profile links: Google reads them as the person's sameAs). */
export type StringFormat = "slug" | "url" | "https" | "email" | "time" | "staticFile" | "pagePath" | "link";

/** A reference to another content entry by its slug. */
export type RefTarget = "blog" | "services" | "testimonials" | "team";

/**
 * What the CMS (Decap, /admin) shows for a field beyond what its kind implies, merged last into the
 * widget gatsby/cms-config.ts derives (docs/decisions/cms-config.md): `widget`, `pattern`, `summary`,
 * `label_singular`, `default`, `media_folder`... In an object or a list of objects, `fields` changes
 * the widgets of the object type's fields for this use only (a label that reads differently here).
 */
export type CmsOptions = { [option: string]: unknown; fields?: Record<string, CmsOptions> };

interface Common {
  /** Required fields must be present (and text must not be empty). */
  required: boolean;
  /** In a list of entries, no two entries may share this field's value. */
  unique?: boolean;
  /** The CMS: the field's label (default: its name), its hint, and a multi-line box for text. */
  label?: string;
  hint?: string;
  multiline?: boolean;
  cms?: CmsOptions;
}

export type Field =
  | (Common & {
      kind: "string";
      format?: StringFormat;
      oneOf?: readonly string[];
      oneOfName?: string;
      /** When set, the {names} the page fills in this text: any other {word} in it is an error. */
      placeholders?: readonly string[];
    })
  | (Common & { kind: "int"; min?: number; max?: number })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "date" })
  | (Common & { kind: "image" })
  | (Common & { kind: "ref"; to: RefTarget })
  | (Common & { kind: "object"; type: string })
  /** `min`/`max`: how many items the list must have (the CMS is told the same). */
  | (Common & { kind: "list"; of: Field; min?: number; max?: number })
  /** An ordered list of typed sections (SECTION_TYPES): GraphQL's union PageSection. */
  | (Common & { kind: "sections" });

export type Fields = Record<string, Field>;

export type Opts<K extends Field["kind"]> = Partial<Omit<Extract<Field, { kind: K }>, "kind">>;

/** Field builders: required unless wrapped in `optional()`. */
export const text = (o: Opts<"string"> = {}): Field => ({ kind: "string", required: true, ...o });
export const int = (o: Opts<"int"> = {}): Field => ({ kind: "int", required: true, ...o });
export const bool = (o: Opts<"boolean"> = {}): Field => ({ kind: "boolean", required: true, ...o });
export const date = (o: Opts<"date"> = {}): Field => ({ kind: "date", required: true, ...o });
/** A path to an image file, relative to the content file's folder (GraphQL: File @fileByRelativePath). */
export const image = (o: Opts<"image"> = {}): Field => ({ kind: "image", required: true, ...o });
export const ref = (to: RefTarget, o: Opts<"ref"> = {}): Field => ({ kind: "ref", to, required: true, ...o });
export const obj = (type: string, o: Opts<"object"> = {}): Field => ({ kind: "object", type, required: true, ...o });
export const list = (of: Field, o: Opts<"list"> = {}): Field => ({ kind: "list", of, required: true, ...o });
export const optional = (f: Field): Field => ({ ...f, required: false });
export const sections = (o: Opts<"sections"> = {}): Field => ({ kind: "sections", required: true, ...o });
export const icon = (o: Opts<"string"> = {}) => text({ oneOf: ICON_NAMES, oneOfName: "icons", label: "Icon", ...o });
