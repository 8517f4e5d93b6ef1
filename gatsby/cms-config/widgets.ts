/**
 * The CMS's widgets, each derived from a field of the content model: its kind, rules, label,
 * hint and `cms` options (docs/decisions/cms-config.md).
 */
import {
  REF_TARGETS,
  SECTION_TYPES,
  objectFields,
  type CmsOptions,
  type Field,
  type Fields,
  type StringFormat,
} from "../content-model.ts";

/** A widget of Decap's configuration. */
export interface Widget {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  fields?: Widget[];
  field?: Widget;
  types?: Widget[];
  [option: string]: unknown;
}

/** The patterns an editor's text must match in the CMS, by the model's format (the content check holds the same rule). */
export const FORMAT_PATTERNS: Partial<Record<StringFormat, [string, string]>> = {
  slug: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Lower-case words joined by hyphens"],
  time: ["^[0-2][0-9]:[0-5][0-9]$", "HH:MM"],
  email: ["^[^@\\s]+@[^@\\s]+$", "An e-mail address"],
  pagePath: ["^/$|^(/[a-z0-9]+(-[a-z0-9]+)*){1,2}$", "/ and lower-case words joined by hyphens"],
};

const DATE = { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };

/** How a list shows an entry when collapsed: the type's first plain text field, or as named here. */
const SUMMARIES: Record<string, string> = {
  MarketingStat: "{{fields.value}} {{fields.label}}",
  CaseStudyResult: "{{fields.value}} {{fields.label}}",
};
export function summaryOf(type: string): string {
  const first = Object.entries(fieldsOf(type)).find(([, f]) => f.kind === "string" && !f.oneOf);
  return SUMMARIES[type] ?? `{{fields.${first?.[0] ?? "name"}}}`;
}

/** The name of a list's item widget (Decap shows it nowhere; "Keyword" -> "keyword"). */
export const itemName = (label: string | undefined) =>
  label && /^[A-Za-z]+$/.test(label) ? label.toLowerCase() : "item";

/** Options of `cms` applied to a widget; `fields` changes its inner widgets, by name. */
export function applyOptions(widget: Widget, cms: CmsOptions | undefined): Widget {
  if (!cms) return widget;
  const { fields, ...rest } = cms;
  const out: Widget = { ...widget, ...rest };
  // `null` takes an option away (a hidden widget has no options).
  for (const [key, value] of Object.entries(rest)) if (value === null) delete out[key];
  if (fields) {
    const inner = out.fields ?? out.types;
    for (const [name, options] of Object.entries(fields)) {
      const i = inner?.findIndex((w) => w.name === name) ?? -1;
      if (!inner || i < 0) throw new Error(`cms.fields: "${widget.name}" has no field "${name}"`);
      inner[i] = applyOptions(inner[i]!, options);
    }
  }
  return out;
}

/**
 * The widget of one field. Inside an optional group every field is optional for the CMS: Decap
 * validates an optional object's fields even when the group is left empty, and would refuse to
 * save; the content check requires them whenever the group is there.
 */
export function widgetFor(name: string, field: Field, inOptional = false): Widget {
  const w: Widget = { name, label: field.label ?? name, widget: "string" };
  if (field.hint) w.hint = field.hint;
  const optional = !field.required || inOptional;
  switch (field.kind) {
    case "string": {
      if (field.oneOf) Object.assign(w, { widget: "select", options: [...field.oneOf] });
      else if (field.multiline) w.widget = "text";
      const pattern = field.format && FORMAT_PATTERNS[field.format];
      if (pattern) w.pattern = [...pattern];
      break;
    }
    case "int":
      Object.assign(w, { widget: "number", value_type: "int" });
      if (field.min !== undefined) w.min = field.min;
      if (field.max !== undefined) w.max = field.max;
      break;
    case "boolean":
      w.widget = "boolean";
      break;
    case "date":
      Object.assign(w, { widget: "datetime", ...DATE });
      break;
    case "image":
      Object.assign(w, { widget: "image", choose_url: false });
      break;
    case "ref":
      Object.assign(w, { widget: "relation", ...REF_TARGETS[field.to].picker });
      break;
    case "object":
      Object.assign(w, { widget: "object", fields: widgetsFor(fieldsOf(field.type), optional) });
      break;
    case "list": {
      const of = field.of;
      if (of.kind === "ref") Object.assign(w, { widget: "relation", ...REF_TARGETS[of.to].picker, multiple: true });
      else if (of.kind === "string" && of.oneOf)
        Object.assign(w, { widget: "select", multiple: true, options: [...of.oneOf] });
      // An entry exists only when the editor adds one: its fields keep their own required flags.
      else if (of.kind === "object") {
        Object.assign(w, { widget: "list", summary: summaryOf(of.type), fields: widgetsFor(fieldsOf(of.type)) });
      } else Object.assign(w, { widget: "list", field: widgetFor(itemName(of.label), { ...of, required: true }) });
      // Decap's list and multiple relation widgets both count their items against min and max.
      if (field.min !== undefined) w.min = field.min;
      if (field.max !== undefined) w.max = field.max;
      break;
    }
    case "sections":
      Object.assign(w, {
        widget: "list",
        types: Object.entries(SECTION_TYPES).map(([type, section]) =>
          applyOptions(
            {
              name: type,
              label: section.label,
              widget: "object",
              summary: "{{fields.title}}",
              fields: widgetsFor(section.fields),
            },
            section.cms,
          ),
        ),
      });
      break;
  }
  if (optional) w.required = false;
  return applyOptions(w, field.cms);
}

export function fieldsOf(type: string): Fields {
  const fields = objectFields(type);
  if (!fields) throw new Error(`The content model has no object type ${type}`);
  return fields;
}

export const widgetsFor = (fields: Fields, inOptional = false): Widget[] =>
  Object.entries(fields).map(([name, field]) => widgetFor(name, field, inOptional));

/* ---------------------------------------------------------------------------------------------
 * Collections: which content files the CMS edits, grouped and labelled for editors.
 * ------------------------------------------------------------------------------------------- */
