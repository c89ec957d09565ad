/**
 * The spec passages a story implements. Story comments cite the spec as "doc 3 §2, §4" or "doc 2 §2–§4";
 * each cited section is resolved to its heading in ../shared/spec/, and to the subsections that mention
 * the story's route, quoted, so a designer reads the requirement beside the screen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How much of a subsection the start page quotes. */
const QUOTE_CHARS = 700;

/** [{ doc, section }] cited by the text, in order, without repeats. */
export function specRefs(text) {
  const refs = [];
  for (const match of text.matchAll(/doc (\d)((?:[\s,–-]*§\d+)+)/g)) {
    const doc = Number(match[1]);
    const list = match[2] ?? '';
    for (const part of list.matchAll(/§(\d+)(?:\s*[–-]\s*§(\d+))?/g)) {
      const from = Number(part[1]);
      const to = Number(part[2] ?? part[1]);
      for (let section = from; section <= to; section++) {
        if (!refs.some((r) => r.doc === doc && r.section === section)) refs.push({ doc, section });
      }
    }
  }
  return refs;
}

/**
 * The spec's documents split into sections and subsections: Map doc number → Map section number →
 * { title, subsections: [{ title, text }] }. Empty when the spec folder is not there.
 */
export function readSpec(specDir) {
  const docs = new Map();
  if (!existsSync(specDir)) return docs;
  for (const file of readdirSync(specDir).filter((f) => /^\d-.*\.md$/.test(f))) {
    const sections = new Map();
    let section;
    let subsection;
    for (const line of readFileSync(join(specDir, file), 'utf8').split('\n')) {
      const h2 = /^## (\d+)\. (.*)/.exec(line);
      if (h2) {
        // The text between the section's heading and its first subsection counts as one under its name.
        subsection = { title: h2[2], text: '' };
        section = { title: h2[2], subsections: [subsection] };
        sections.set(Number(h2[1]), section);
        continue;
      }
      if (!section) continue;
      if (line.startsWith('### ')) {
        subsection = { title: line.slice(4), text: '' };
        section.subsections.push(subsection);
      } else if (subsection) {
        subsection.text += `${line}\n`;
      }
    }
    docs.set(Number(file[0]), sections);
  }
  return docs;
}

/** The section's first words, up to QUOTE_CHARS: what a citation says when no subsection names the route. */
function opening(section) {
  let text = '';
  for (const [i, sub] of section.subsections.entries()) {
    const body = sub.text.trim();
    text += i === 0 ? body : `\n${sub.title}\n${body}`;
    if (text.length >= QUOTE_CHARS) break;
  }
  text = text.trim();
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS).trimEnd()}…` : text;
}

/**
 * The passages for a story: per cited section its heading, the subsections naming the route (the route
 * with its query and trailing segments stripped, as the spec writes it) and the section's opening words.
 * `title` is undefined when the spec (or that section) is not there.
 */
export function passages(spec, refs, route) {
  const path = route?.split('?')[0];
  // The route itself, not a longer one it begins (/furtherEducation is not /furtherEducationEnter).
  const named =
    path && path !== '/' ? new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`) : null;
  return refs.map(({ doc, section }) => {
    const found = spec.get(doc)?.get(section);
    const quoted = (found?.subsections ?? [])
      .filter((s) => named?.test(`${s.title}\n${s.text}`))
      .map((s) => ({ title: s.title, text: s.text.trim().slice(0, QUOTE_CHARS) }));
    return { doc, section, title: found?.title, quoted, opening: found ? opening(found) : '' };
  });
}
