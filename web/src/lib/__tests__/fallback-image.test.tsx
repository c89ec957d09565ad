/**
 * FallbackImage (lib/blocks): the fallback is painted first, the picture fades in once loaded, a failed picture is
 * removed; and a picture arriving renders nothing (issue 40: each load was a React commit of its own).
 */
import { fireEvent, render } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FallbackImage } from '../blocks/FallbackImage';

const LOADED = 'wp-block-image__img--loaded';

function renderImage(src: string) {
  const commits = vi.fn();
  const view = render(
    <Profiler id="image" onRender={commits}>
      <FallbackImage src={src} fallback={<i data-testid="fallback" />} />
    </Profiler>,
  );
  const img = () => view.container.querySelector('img');
  return { view, img, commits };
}

describe('FallbackImage', () => {
  it('fades the picture in when it loads, without rendering again', () => {
    const { img, commits, view } = renderImage('/a.svg');
    expect(view.getByTestId('fallback')).toBeInTheDocument();
    expect(img()?.classList.contains(LOADED)).toBe(false);
    const before = commits.mock.calls.length;
    fireEvent.load(img() as HTMLImageElement);
    expect(img()?.classList.contains(LOADED)).toBe(true);
    expect(commits.mock.calls.length).toBe(before);
  });

  it('removes a picture that fails, keeping the fallback', () => {
    const { img, view } = renderImage('/broken.svg');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toBeNull();
    expect(view.getByTestId('fallback')).toBeInTheDocument();
  });

  it('a new address starts faded out again, and may load after an earlier one failed', () => {
    const { img, view } = renderImage('/a.svg');
    fireEvent.load(img() as HTMLImageElement);
    view.rerender(
      <Profiler id="image" onRender={() => {}}>
        <FallbackImage src="/b.svg" fallback={<i data-testid="fallback" />} />
      </Profiler>,
    );
    expect(img()?.getAttribute('src')).toBe('/b.svg');
    expect(img()?.classList.contains(LOADED)).toBe(false);
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toBeNull();
    view.rerender(
      <Profiler id="image" onRender={() => {}}>
        <FallbackImage src="/c.svg" fallback={<i data-testid="fallback" />} />
      </Profiler>,
    );
    expect(img()?.getAttribute('src')).toBe('/c.svg');
  });
});
