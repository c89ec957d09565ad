import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibility } from '../containers/use-visibility';
import { exposure, PLAY_WHEN_SEEN } from '../rules/visibility';
import { exposureOf, visibilityBatch } from '../rules/visibility-batch';

/** An IntersectionObserver the test drives: `show(el, ratio)` reports an element's visible share. */
class FakeObserver {
  static last: FakeObserver;
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  show(el: Element, ratio: number) {
    const entry = { target: el, isIntersecting: ratio > 0, intersectionRatio: ratio };
    this.callback([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('visibility batch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the latest state of each element once per window, wholly visible only', () => {
    const apply = vi.fn();
    const batch = visibilityBatch(apply, 500, 1);
    const li = () => document.createElement('li');
    const [a, b, c] = [li(), li(), li()];
    batch.note([{ target: a, isIntersecting: true, intersectionRatio: 1 }]);
    // b flashes by within the window: its latest state is what counts.
    batch.note([{ target: b, isIntersecting: true, intersectionRatio: 1 }]);
    batch.note([{ target: b, isIntersecting: false, intersectionRatio: 0 }]);
    batch.note([{ target: c, isIntersecting: true, intersectionRatio: 0.6 }]);
    vi.advanceTimersByTime(499);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith([a], [b, c]);
  });

  it('reads the exposure marker', () => {
    const el = document.createElement('li');
    for (const [k, v] of Object.entries(exposure('card', 'x:1'))) el.setAttribute(k, v);
    expect(exposureOf(el)).toEqual({ section: 'card', id: 'x:1' });
    expect(exposureOf(document.createElement('li'))).toBeNull();
  });
});

function Page({ onSeen, cards }: { onSeen: (e: { section: string; id: string }) => void; cards: number[] }) {
  useVisibility('.page', onSeen);
  return (
    <div className="page">
      {cards.map((id) => (
        <div key={id} data-testid={`card-${id}`} {...exposure('card', id)} />
      ))}
      <video data-testid="video" {...PLAY_WHEN_SEEN} />
    </div>
  );
}

describe('useVisibility', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports a seen element once, picks up new ones, plays the video only while seen', async () => {
    const onSeen = vi.fn();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const view = render(<Page onSeen={onSeen} cards={[1]} />);
    const io = FakeObserver.last;
    const card1 = view.getByTestId('card-1');
    const video = view.getByTestId('video');
    expect(io.observed.has(card1)).toBe(true);

    io.show(card1, 1);
    io.show(video, 1);
    vi.advanceTimersByTime(500);
    expect(onSeen).toHaveBeenCalledExactlyOnceWith({ section: 'card', id: '1' });
    expect(play).toHaveBeenCalledTimes(1);

    io.show(card1, 0);
    io.show(video, 0.5);
    vi.advanceTimersByTime(500);
    expect(pause).toHaveBeenCalledTimes(1);
    io.show(card1, 1);
    vi.advanceTimersByTime(500);
    expect(onSeen).toHaveBeenCalledTimes(1);

    // A second page appended: observed through the MutationObserver.
    view.rerender(<Page onSeen={onSeen} cards={[1, 2]} />);
    await vi.waitFor(() => expect(io.observed.has(view.getByTestId('card-2'))).toBe(true));
    io.show(view.getByTestId('card-2'), 1);
    vi.advanceTimersByTime(500);
    expect(onSeen).toHaveBeenLastCalledWith({ section: 'card', id: '2' });
    play.mockRestore();
    pause.mockRestore();
  });
});
