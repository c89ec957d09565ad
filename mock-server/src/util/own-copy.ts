/**
 * A bounded copy of a string that holds nothing of the original. V8 makes `text.slice(a, b)` (13 characters or
 * more) a view into `text`, and a concatenation a pair of pointers: a 300-character note cut from a 1 MB error
 * report kept the whole megabyte alive in the journal (issue 39 item 2). What the simulator keeps past the
 * request — journal notes and paths, drift excerpts — goes through here: cut first, then copied through a
 * buffer, which makes a new flat string.
 */
export function ownCopy(text: string, maxChars: number, more = '…'): string {
  const cut = text.length > maxChars ? `${text.slice(0, maxChars)}${more}` : text;
  // UTF-16 code units in and out: exact for any string, lone surrogates included.
  return Buffer.from(cut, 'utf16le').toString('utf16le');
}
