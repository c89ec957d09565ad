import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passages, readSpec, specRefs } from './spec.mjs';

describe('spec passages of a story', () => {
  it('reads the sections a comment cites, ranges included, each once', () => {
    expect(specRefs('/home (doc 2 §2–§4, §6) and doc 1 §2, doc 2 §3')).toEqual([
      { doc: 2, section: 2 },
      { doc: 2, section: 3 },
      { doc: 2, section: 4 },
      { doc: 2, section: 6 },
      { doc: 1, section: 2 },
    ]);
    expect(specRefs('no citation here')).toEqual([]);
  });

  it("quotes the subsections that name the story's route, not a longer route", () => {
    const dir = mkdtempSync(join(tmpdir(), 'spec-'));
    writeFileSync(
      join(dir, '3-step-up.md'),
      [
        '# Spec',
        '## 2. Screens and routes',
        'Intro naming /enter only.',
        '### Step-up screens',
        '- /furtherEducation: the page.',
        '### Entry',
        '- /furtherEducationEnter: the intro.',
        '## 4. States',
        'Nothing about routes.',
      ].join('\n'),
    );
    const [screens, states] = passages(readSpec(dir), specRefs('doc 3 §2, §4'), '/furtherEducation?x=1');
    expect(screens).toMatchObject({ doc: 3, section: 2, title: 'Screens and routes' });
    expect(screens?.quoted).toEqual([{ title: 'Step-up screens', text: '- /furtherEducation: the page.' }]);
    expect(states).toMatchObject({ title: 'States', quoted: [], opening: 'Nothing about routes.' });
    // A section's opening words run into its subsections, so a citation always carries the spec's words.
    expect(screens?.opening).toBe(
      'Intro naming /enter only.\nStep-up screens\n- /furtherEducation: the page.\nEntry\n- /furtherEducationEnter: the intro.',
    );
  });

  it('says a cited section is missing when the spec is not there', () => {
    const [missing] = passages(readSpec('/nonexistent/spec'), specRefs('doc 1 §2'), '/login');
    expect(missing).toEqual({ doc: 1, section: 2, title: undefined, quoted: [], opening: '' });
  });
});
