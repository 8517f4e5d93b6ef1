/** Checking values against the content model: each field's kind, format, range and uniqueness. */
import path from "node:path";
import { REF_TARGETS, SECTION_TYPES, objectFields, sectionFields, type Field, type Fields } from "../content-model.ts";
import { isPlainObject, rel, report, type Where } from "./problems.ts";
import { existsExactly } from "./reading.ts";
import { closest, describe, didYouMean, expected, missingNoun } from "./wording.ts";
import { SLUG } from "../../src/contracts/slug.ts";

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"];
/** A slug: the one pattern of src/contracts/slug.ts. */
export const SLUG_RE = SLUG;
/** The route of a content page: "/" or one or two lower-case slugs. */
export const PAGE_PATH_RE = new RegExp(`^\\/$|^(?:\\/${SLUG.source.slice(1, -1)}){1,2}$`);

function checkString(w: Where, field: Extract<Field, { kind: "string" }>, value: string, at: string) {
  if (field.placeholders) {
    const allowed = field.placeholders;
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if (allowed.includes(name!)) continue;
      const guess = closest(name!, allowed);
      report(
        w,
        at,
        `"{${name}}" is not filled in by the page: ` +
          (guess
            ? `did you mean "{${guess}}"?`
            : allowed.length > 0
              ? `this text can use ${allowed.map((n) => `{${n}}`).join(", ")}`
              : "this text uses no words in { }"),
      );
    }
  }
  if (field.oneOf && !field.oneOf.includes(value)) {
    const guess = closest(value, field.oneOf);
    report(
      w,
      at,
      `"${value}" is not one of the ${field.oneOfName ?? "allowed values"}` +
        (guess ? ` (did you mean "${guess}"?)` : `: use one of ${field.oneOf.join(", ")}`),
    );
    return;
  }
  switch (field.format) {
    case "slug":
      if (!SLUG_RE.test(value))
        report(w, at, `must be a lower-case slug: letters a-z, digits and hyphens, like "my-new-page"`);
      break;
    case "url": {
      let ok = false;
      try {
        const url = new URL(value);
        ok = (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        ok = false;
      }
      if (!ok) report(w, at, `must be a full web address starting with https://, not "${value}"`);
      break;
    }
    case "https": {
      let ok = false;
      try {
        const url = new URL(value);
        ok = url.protocol === "https:" && url.hostname.includes(".");
      } catch {
        ok = false;
      }
      if (!ok)
        report(
          w,
          at,
          `must be a full web address starting with https:// (search engines accept no other), not "${value}"`,
        );
      break;
    }
    case "email":
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) report(w, at, `must be an e-mail address, not "${value}"`);
      break;
    case "time":
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
        report(w, at, `must be a time written HH:MM on the 24-hour clock, like 09:00 or 18:00`);
      break;
    case "staticFile": {
      const staticDir = path.join(w.ctx.root, "static");
      const file = path.join(staticDir, value);
      if (!value.startsWith("/") || !file.startsWith(staticDir + path.sep) || !existsExactly(staticDir, file).ok)
        report(w, at, `file "${value}" does not exist in static/ (write it as /folder/name.png from static/)`);
      break;
    }
    case "pagePath":
      if (!PAGE_PATH_RE.test(value))
        report(
          w,
          at,
          `"${value}" must be a lower-case path like "/free-website-audit" or "/campaigns/spring-seo": a-z, digits and hyphens, one or two levels, starting with /`,
        );
      break;
    case "link":
      if (/^\/(?!\/)\S*$/.test(value)) w.ctx.links.push({ w, at, href: value });
      else report(w, at, `must be the path of a page of the site starting with /, like "/contact", not "${value}"`);
      break;
  }
}

function checkImage(w: Where, value: string, at: string) {
  if (/^[a-z]+:/i.test(value)) {
    report(w, at, `must be an image file in content/, not a web address ("${value}")`);
    return;
  }
  const { contentDir } = w.ctx;
  const abs = path.resolve(path.dirname(w.abs), value);
  const relFromFile = rel(w.ctx, abs);
  if (!abs.startsWith(contentDir + path.sep)) {
    report(
      w,
      at,
      `image "${value}" is outside content/: paths are relative to the folder of ${rel(w.ctx, w.abs)}, like "images/team/name.jpg" or "./hero.jpg"`,
    );
    return;
  }
  const found = existsExactly(contentDir, abs);
  if (!found.ok) {
    const hint = found.nearby
      ? ` (there is content/${found.nearby}: names are case-sensitive)`
      : ` (looked for ${relFromFile}; paths are relative to the folder of ${rel(w.ctx, w.abs)})`;
    report(w, at, `image "${value}" does not exist${hint}`);
    return;
  }
  if (!IMAGE_EXTENSIONS.includes(path.extname(abs).toLowerCase()))
    report(w, at, `"${value}" must be a JPG, PNG, WebP or AVIF image`);
}

function checkDate(w: Where, value: unknown, at: string) {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) report(w, at, `must be ${expected({ kind: "date", required: true })}`);
    return;
  }
  const parsed = typeof value === "string" ? new Date(`${value}T00:00:00Z`) : undefined;
  const ok =
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    parsed !== undefined &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value;
  if (!ok) report(w, at, `must be ${expected({ kind: "date", required: true })}, not ${describe(value)}`);
}

export function checkValue(w: Where, field: Field, value: unknown, at: string): void {
  const wrong = () => report(w, at, `must be ${expected(field)}, not ${describe(value)}`);
  switch (field.kind) {
    case "string":
      if (typeof value !== "string") return wrong();
      if (value.trim() === "") {
        if (field.required) report(w, at, "required text is missing");
        return;
      }
      return checkString(w, field, value, at);
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) return wrong();
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        report(w, at, `must be between ${field.min ?? "-∞"} and ${field.max ?? "∞"}, not ${value}`);
      return;
    case "boolean":
      if (typeof value !== "boolean") return wrong();
      return;
    case "date":
      return checkDate(w, value, at);
    case "image":
      if (typeof value !== "string" || value.trim() === "") return wrong();
      return checkImage(w, value, at);
    case "ref": {
      if (typeof value !== "string") return wrong();
      const known = w.ctx.slugs[field.to];
      if (!known.includes(value) && !w.ctx.unreadable.has(field.to)) {
        const target = REF_TARGETS[field.to];
        report(
          w,
          at,
          `"${value}" is not the ${target.key ?? "slug"} of any ${target.entry}${didYouMean(value, known) || `: use one of ${known.join(", ")}`}`,
        );
      }
      return;
    }
    case "object": {
      if (!isPlainObject(value)) return wrong();
      const fields = objectFields(field.type);
      if (!fields) throw new Error(`content model: unknown object type ${field.type}`);
      return checkFields(w, fields, value, at);
    }
    case "sections":
      return checkSections(w, value, at);
    case "list": {
      if (!Array.isArray(value)) return wrong();
      value.forEach((item, i) => {
        const itemAt = `${at}[${i + 1}]`;
        if (item === null || item === undefined) report(w, itemAt, "is empty: fill it in or remove it from the list");
        else checkValue(w, field.of, item, itemAt);
      });
      const { min, max } = field;
      if ((min !== undefined && value.length < min) || (max !== undefined && value.length > max)) {
        const noun = field.of.kind === "ref" ? REF_TARGETS[field.of.to].entry : "item";
        report(
          w,
          at,
          value.length === 0
            ? `is empty: name at least ${min} ${noun}${min === 1 ? "" : "s"}`
            : `must list ${min === max ? min : `${min ?? 0} to ${max ?? "any number of"}`} ${noun}s, not ${value.length}`,
        );
      }
      if (field.of.kind === "ref") {
        const seen = new Set<unknown>();
        value.forEach((item, i) => {
          if (seen.has(item)) report(w, `${at}[${i + 1}]`, `"${String(item)}" is already in the list: name it once`);
          seen.add(item);
        });
      }
      if (field.of.kind === "object") {
        const fields = objectFields(field.of.type);
        if (fields) checkUnique(w, fields, value, at, "entry");
      }
      return;
    }
  }
}

/** A page's sections: each a group of fields with a known `type` and that type's fields. */
function checkSections(w: Where, value: unknown, at: string) {
  if (!Array.isArray(value)) return report(w, at, `must be a list of sections in [ ], not ${describe(value)}`);
  if (value.length === 0) return report(w, at, "a page needs at least one section");
  const types = Object.keys(SECTION_TYPES);
  value.forEach((item, i) => {
    const itemAt = `${at}[${i + 1}]`;
    if (!isPlainObject(item)) return report(w, itemAt, `must be a section in { }, not ${describe(item)}`);
    const type = item.type;
    if (typeof type !== "string" || type.trim() === "")
      return report(w, `${itemAt}.type`, `required section type is missing: use one of ${types.join(", ")}`);
    if (!types.includes(type)) {
      const guess = closest(type, types);
      return report(
        w,
        `${itemAt}.type`,
        `unknown section type "${type}"${guess ? ` (did you mean "${guess}"?)` : ""}: use one of ${types.join(", ")}`,
      );
    }
    checkFields(w, sectionFields(type), item, itemAt);
  });
}

/** Checks an object's fields: required ones present, each value valid, no unknown fields. */
export function checkFields(w: Where, fields: Fields, value: Record<string, unknown>, at: string) {
  const join = (key: string) => (at ? `${at}.${key}` : key);
  for (const [key, field] of Object.entries(fields)) {
    const v = value[key];
    if (v === undefined || v === null || (field.kind === "string" && typeof v === "string" && v.trim() === "")) {
      if (field.required) report(w, join(key), `required ${missingNoun(field)} is missing`);
      continue;
    }
    checkValue(w, field, v, join(key));
  }
  const known = Object.keys(fields);
  for (const key of Object.keys(value)) {
    if (!(key in fields)) {
      report(w, join(key), `is not a field the site uses: remove it or fix its name${didYouMean(key, known)}`);
    }
  }
}

/** In a list of entries, fields marked `unique` must differ from entry to entry. */
export function checkUnique(w: Where, fields: Fields, items: unknown[], at: string, entry: string) {
  for (const [key, field] of Object.entries(fields)) {
    if (!field.unique) continue;
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      if (!isPlainObject(item)) return;
      const v = item[key];
      if (typeof v !== "string" && typeof v !== "number") return;
      const id = String(v).trim();
      const first = seen.get(id);
      if (first !== undefined) {
        report(
          w,
          `${at}[${i + 1}].${key}`,
          `"${id}" is already used by ${at}[${first + 1}]: each ${entry} needs its own ${key}`,
        );
      } else seen.set(id, i);
    });
  }
}
