import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAsInFrame } from '../as-in-frame';

/** What the phone knows (`phone`) and what the build drew (`frame`): a prerendered frame, then hydrated. */
function Greeting({ phone, framed }: { phone: string; framed: boolean }) {
  const fromFrame = useAsInFrame(phone, 'frame');
  return <p>{framed ? fromFrame : phone}</p>;
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

async function prerenderThenHydrate(framed: boolean) {
  container = document.createElement('div');
  // At build time the phone's value is not known: the frame is drawn with 'frame'.
  container.innerHTML = renderToString(<Greeting phone="frame" framed={framed} />);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const root = container;
  await act(async () => {
    hydrateRoot(root, <Greeting phone="phone" framed={framed} />, { onRecoverableError });
  });
  return { onRecoverableError, text: root.textContent };
}

describe('a value the phone knows better than the prerendered frame', () => {
  it('hydrates as the frame, without a recoverable error, then shows the phone’s', async () => {
    const { onRecoverableError, text } = await prerenderThenHydrate(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(text).toBe('phone');
  });

  it('read directly, React throws the frame away (the error this prevents)', async () => {
    const { onRecoverableError, text } = await prerenderThenHydrate(false);
    expect(onRecoverableError).toHaveBeenCalled();
    expect(text).toBe('phone');
  });
});
