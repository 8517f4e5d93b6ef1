/**
 * The desk's two kinds of table, each written once. The whitespace inside the templates is part of
 * the pages' HTML: it is laid out for the place each table stands in (a list table as the page
 * body's child, a report table as a stats or weekly page's section), so the pages stay as they were.
 */
import { Html, markup } from "../../shared/html";

/** Header cells, one per line at the head row's indentation. */
function headCells(columns: readonly string[], indent: string): Html {
  return new Html(columns.map((c) => markup`<th scope="col">${c}</th>`.value).join(`\n${indent}`));
}

/** A line break and `spaces` spaces, between the tags of a row. */
const newLine = (spaces: number) => new Html(`\n${" ".repeat(spaces)}`);

/**
 * The rows, or one row whose one cell spans every column and says `none`; `indent` is how far its
 * `</tr>` stands in (its cell two spaces further).
 */
function rowsOrNone(rows: readonly Html[], columns: number, none: string, indent: number): Html | readonly Html[] {
  return rows.length
    ? rows
    : markup`<tr>${newLine(indent + 2)}<td colspan="${columns}">${none}</td>${newLine(indent)}</tr>`;
}

/**
 * A desk list (the leads, the applications): its caption, one header cell per column, the rows
 * (each a `<tr>` of the caller's), or one row saying that nothing matches.
 */
export function listTable(t: {
  caption: Html;
  columns: readonly string[];
  rows: readonly Html[];
  empty: string;
}): Html {
  return markup`<table>
        <caption>
          ${t.caption}
        </caption>
        <thead>
          <tr>
            ${headCells(t.columns, "            ")}
          </tr>
        </thead>
        <tbody>
          ${rowsOrNone(t.rows, t.columns.length, t.empty, 16)}
        </tbody>
      </table>`;
}

/**
 * A report's table (the stats and weekly pages), scrollable on a narrow screen: its caption, the
 * head row's cells, the rows (each a `<tr>` of the caller's) or one row saying that nothing was
 * counted, and an optional footer (`<tfoot>`, given with the line break before it).
 */
export function reportTable(t: {
  label: string;
  caption: Html | string;
  head: Html;
  rows: readonly Html[];
  columns: number;
  empty: string;
  foot?: Html;
}): Html {
  return markup`<div class="scroll" role="region" aria-label="${t.label}" tabindex="0">
    <table class="report">
      <caption>
        ${t.caption}
      </caption>
      <thead>
        <tr>
          ${t.head}
        </tr>
      </thead>
      <tbody>
        ${rowsOrNone(t.rows, t.columns, t.empty, 14)}
      </tbody>${t.foot ?? ""}
    </table>
  </div>`;
}
