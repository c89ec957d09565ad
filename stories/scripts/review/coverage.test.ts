/**
 * The review's start page shows the coverage map (issue 41): every story a variant names is linked to its card
 * on the page, and the map's gaps are listed.
 */
import { describe, expect, it } from 'vitest';
import { coverageSection, readCoverage } from './coverage.mjs';

describe('the coverage section of the review start page', () => {
  const map = readCoverage();

  it('links each story of a variant to its card, and names the others', () => {
    expect(map).not.toBeNull();
    const shown = map.endpoints.flatMap((e: { variants: { stories: { id: string }[] }[] }) =>
      e.variants.flatMap((v) => v.stories.map((s) => s.id)),
    );
    const onPage = shown.slice(0, 3);
    const html = coverageSection(map, onPage);
    for (const id of onPage) expect(html).toContain(`<a href="#${id}">${id}</a>`);
    const elsewhere = shown.find((id: string) => !onPage.includes(id));
    expect(html).toContain(elsewhere);
    expect(html).not.toContain(`href="#${elsewhere}"`);
  });

  it('lists the gaps, or says there is none', () => {
    const none = coverageSection({ ...map, gaps: [] }, []);
    expect(none).toContain('No gap');
    const one = coverageSection(
      { ...map, gaps: [{ endpoint: 'ems.stepUpConfirm', variant: 'code:201', missing: ['story'] }] },
      [],
    );
    expect(one).toContain('<code>ems.stepUpConfirm</code> <code>code:201</code>: no story');
  });
});
