import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyInputScript, replayEarlyInput } from '../early-input';

function LoginFrame({ onTap }: { onTap: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <form>
      <input aria-label="phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <button type="submit" onClick={() => onTap(phone)}>
        go
      </button>
      <a href="#terms">用户协议</a>
    </form>
  );
}

const listeners: [string, EventListener][] = [];
afterEach(() => {
  // The inline script listens on the window, which the test files share.
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener, true);
  document.getElementById('root')?.remove();
});

/** The prerendered page: the frame's HTML in a marked root, and the page's inline script run. */
function paintFrame(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = '/login';
  root.innerHTML = renderToString(<LoginFrame onTap={() => {}} />);
  document.body.append(root);
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener]);
    add(type, listener, options);
  });
  // The stringified source, as the HTML carries it.
  new Function(earlyInputScript())();
  spy.mockRestore();
  return root;
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('taps and typing on a prerendered frame before it listens', () => {
  it('are held back, then replayed once hydrated: the app gets the typed value and the tap', async () => {
    const root = paintFrame();
    const submitted = vi.fn();
    root.addEventListener('submit', submitted);
    type(root.querySelector('input') as HTMLInputElement, '13800000000');
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(submitted, 'a tap without script does not submit the form').not.toHaveBeenCalled();

    const onTap = vi.fn();
    await act(async () => {
      hydrateRoot(root, <LoginFrame onTap={onTap} />);
    });
    expect(onTap, 'held back until hydrated').not.toHaveBeenCalled();
    await act(async () => {
      root.removeAttribute('data-prerendered');
      replayEarlyInput();
    });
    expect(onTap).toHaveBeenCalledExactlyOnceWith('13800000000');
    // Once per page.
    await act(async () => replayEarlyInput());
    expect(onTap).toHaveBeenCalledOnce();
  });

  it('leaves a link to the browser and notes nothing once the frame has hydrated', async () => {
    const root = paintFrame();
    const link = root.querySelector('a') as HTMLAnchorElement;
    const onLink = vi.fn((event: Event) => event.preventDefault());
    root.addEventListener('click', onLink);
    link.click();
    expect(onLink).toHaveBeenCalledOnce();
    root.removeAttribute('data-prerendered');
    const onTap = vi.fn();
    await act(async () => {
      hydrateRoot(root, <LoginFrame onTap={onTap} />);
    });
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(onTap).toHaveBeenCalledOnce();
    await act(async () => replayEarlyInput());
    expect(onTap).toHaveBeenCalledOnce();
  });
});
