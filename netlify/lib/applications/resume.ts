/**
 * Recognises a résumé by its bytes, never by its name or declared type:
 * - PDF: starts with `%PDF-` and has `%%EOF` in its last 1 KiB (a truncated upload has none);
 * - DOCX: a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`;
 * - ODT: a ZIP whose first entry is `mimetype`, stored uncompressed, holding exactly
 *   `application/vnd.oasis.opendocument.text` (the OpenDocument packaging rule).
 * Anything else (HTML or a script named .pdf, another ZIP, an image, an empty file) is refused.
 * The ZIP reader only reads the directory; nothing is decompressed.
 */
import type { ResumeKind } from "../../../src/contracts/applications";

const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end-of-directory record is 22 bytes plus a comment of at most 65535. */
const MAX_EOCD_SEARCH = 22 + 0xffff;
/** A résumé has a few dozen entries; a directory claiming thousands is not one. */
const MAX_ENTRIES = 5000;

const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

function startsWith(bytes: Uint8Array, text: string, at = 0): boolean {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, "%PDF-")) return false;
  const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
  return tail.includes("%%EOF");
}

/** The entry names of a ZIP's central directory, in order; null when it is not a well-formed ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== LOCAL_HEADER) return null;
  let eocd = -1;
  const floor = Math.max(0, bytes.length - MAX_EOCD_SEARCH);
  for (let i = bytes.length - 22; i >= floor; i -= 1) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const start = view.getUint32(eocd + 16, true);
  if (count === 0 || count > MAX_ENTRIES || start + size > eocd) return null;
  const names: string[] = [];
  let at = start;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > eocd || localOffset + 30 > start) return null;
    if (view.getUint32(localOffset, true) !== LOCAL_HEADER) return null;
    names.push(latin1(bytes, at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isOdt(bytes: Uint8Array, names: readonly string[]): boolean {
  if (names[0] !== "mimetype") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const method = view.getUint16(8, true);
  const stored = view.getUint32(22, true);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  if (method !== 0 || nameLength !== 8 || !startsWith(bytes, "mimetype", 30)) return false;
  if (stored !== ODT_MIMETYPE.length) return false;
  return startsWith(bytes, ODT_MIMETYPE, 30 + nameLength + extraLength);
}

/** The kind of a résumé's bytes, or null when it is none of the accepted kinds. */
export function resumeKind(bytes: Uint8Array): ResumeKind | null {
  if (bytes.length === 0) return null;
  if (isPdf(bytes)) return "pdf";
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (isOdt(bytes, names)) return "odt";
  if (names.includes("[Content_Types].xml") && names.includes("word/document.xml")) return "docx";
  return null;
}

// C0 and C1 controls, DEL, bidirectional overrides and isolates.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Why a visitor's file name is refused, or null when it is fine: kept as text only, it may hold no
 * path (no `/` or `\`, no `.` or `..`), no control or bidi characters, and be of sensible length.
 */
export function fileNameProblem(name: string, maxLength: number): string | null {
  if (name.trim() === "") return "The résumé needs a file name.";
  if (name.length > maxLength) return `The résumé's file name must be at most ${maxLength} characters.`;
  if (/[/\\]/.test(name) || name === "." || name === "..") return "The résumé's file name must not contain a path.";
  if (FORBIDDEN_IN_NAME.test(name)) return "The résumé's file name contains characters that are not allowed.";
  return null;
}
