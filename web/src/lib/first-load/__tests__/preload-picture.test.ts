/** preloadPicture: one high-priority image preload per address, none for a missing one. */
import { expect, it } from 'vitest';
import { preloadPicture } from '../preload-picture';

it('asks once per address, with high priority, and not for a missing address', () => {
  const links = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  const before = links().length;
  preloadPicture('/__mock/img/poster-test.svg');
  preloadPicture('/__mock/img/poster-test.svg');
  preloadPicture(null);
  preloadPicture('');
  const added = links().slice(before);
  expect(added).toHaveLength(1);
  expect(added[0]?.getAttribute('href')).toBe('/__mock/img/poster-test.svg');
  expect(added[0]?.getAttribute('fetchpriority')).toBe('high');
});
