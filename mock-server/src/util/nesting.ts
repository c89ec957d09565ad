/**
 * How deep a text nests, read from the raw characters BEFORE any parser sees it. Parsers recurse: the `yaml`
 * package overflows the stack near 1,000 levels of brackets, reports it once, and at the next parse of such a
 * text V8 aborts the process (SIGABRT, which no try/catch stops); zod, ajv, JSON.stringify and yaml's
 * stringify recurse too. So every text the simulator reads or keeps — JSON bodies (faults and their `extra`,
 * saved scenarios), scenario files, the state file — is scanned here first, in one pass without recursion,
 * and refused with its line and reason when it nests deeper than the limit. Nothing the app or QA writes
 * comes near it (the deepest fixture answer nests 7 levels).
 */

/** Deepest nesting of brackets (JSON, YAML flow collections) accepted in any text the simulator reads. */
export const MAX_NESTING = 64;
/**
 * Deepest YAML block nesting accepted, as the column where a line's content starts (after its indentation and
 * any `- ` / `? ` indicators): a nested block node starts further right than its parent, so this bounds
 * the block depth whatever the indentation width.
 */
export const MAX_YAML_COLUMN = 2 * MAX_NESTING;

export interface NestingProblem {
  /** 1-based line of the first character past the limit. */
  line: number;
  message: string;
}

const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** True when `text` holds at most `limit` opening brackets (`{` and `[` together). */
function openingsAtMost(text: string, limit: number): boolean {
  let count = 0;
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) if (++count > limit) return false;
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) if (++count > limit) return false;
  return true;
}

const tooDeep = (limit: number) => `nested deeper than ${limit} levels: refused before parsing`;

/**
 * The first place a JSON text nests deeper than `limit` brackets, or null. Strings are skipped (with their
 * escapes), so brackets inside them do not count. Malformed JSON is not judged here: the parser reports it.
 */
export function jsonNestingProblem(text: string, limit = MAX_NESTING): NestingProblem | null {
  // A text with fewer characters than the limit cannot nest past it: most bodies end here.
  if (text.length <= limit) return null;
  // Nor can one with no more opening brackets than the limit (strings included, so this only ever
  // overcounts): indexOf finds them much faster than the scan below walks every character, and nearly every
  // body (the login's: one brace) ends here.
  if (openingsAtMost(text, limit)) return null;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
      if (++depth > limit) return { line: lineAt(text, i), message: tooDeep(limit) };
    } else if (c === CLOSE_SQUARE || c === CLOSE_CURLY) depth--;
  }
  return null;
}

/** A line that opens a block scalar (`key: |`, `- >-`): the more indented lines after it are text. */
const BLOCK_SCALAR = /(?:^|[\s:-])[|>][0-9+-]*\s*(?:#.*)?$/;

/**
 * The first place a YAML (or JSON) text nests deeper than `limit` flow brackets or `maxColumn` block columns,
 * or null. Quoted scalars and comments are skipped; the text of block scalars (`|`, `>`) is not counted. A
 * bracket inside a plain scalar counts as if it opened a collection: the scan may refuse a strange file, never
 * let a deep one through.
 */
export function yamlNestingProblem(
  text: string,
  limit = MAX_NESTING,
  maxColumn = MAX_YAML_COLUMN,
): NestingProblem | null {
  let flow = 0;
  let lineNo = 0;
  /** Indentation of the line that opened a block scalar, while its text lines run; -1 outside one. */
  let scalarIndent = -1;
  let quote: 0x22 | 0x27 | 0 = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lineNo++;
    let i = start;
    while (i < end && text.charCodeAt(i) === 0x20) i++;
    const indent = i - start;
    const blank = i === end || text.charCodeAt(i) === 0x0d;
    if (scalarIndent >= 0 && (blank || indent > scalarIndent) && quote === 0) {
      start = end + 1;
      continue;
    }
    scalarIndent = -1;
    if (quote === 0 && flow === 0) {
      // Past the block indicators: `- `, `? `, `: ` at the start of a line nest a node each.
      for (;;) {
        const c = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        if ((c === 0x2d || c === 0x3f || c === 0x3a) && (next === 0x20 || i + 1 === end)) {
          i += 1;
          while (i < end && text.charCodeAt(i) === 0x20) i++;
        } else break;
      }
      if (i - start > maxColumn)
        return {
          line: lineNo,
          message: `indented past column ${maxColumn} (block nesting too deep): refused before parsing`,
        };
    }
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (quote === QUOTE) {
        if (c === BACKSLASH) i++;
        else if (c === QUOTE) quote = 0;
      } else if (quote === 0x27) {
        // '' is an escaped quote inside a single-quoted scalar.
        if (c === 0x27) {
          if (text.charCodeAt(i + 1) === 0x27) i++;
          else quote = 0;
        }
      } else if (c === QUOTE || c === 0x27) {
        const before = i === start ? 0x20 : text.charCodeAt(i - 1);
        // A quote starts a scalar only where a value can start; inside a plain scalar (it's) it is text.
        if (before === 0x20 || before === 0x5b || before === 0x7b || before === 0x2c || before === 0x3a)
          quote = c;
      } else if (c === 0x23) {
        const before = i === start ? 0x20 : text.charCodeAt(i - 1);
        if (before === 0x20 || before === 0x09) break;
      } else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
        if (++flow > limit) return { line: lineNo, message: tooDeep(limit) };
      } else if (c === CLOSE_SQUARE || c === CLOSE_CURLY) {
        if (flow > 0) flow--;
      }
    }
    if (quote === 0 && flow === 0 && BLOCK_SCALAR.test(text.slice(start, end))) scalarIndent = indent;
    if (end === text.length) break;
    start = end + 1;
  }
  return null;
}
