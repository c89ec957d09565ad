import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from '../KeepAliveOutlet';

const mounts: Record<string, number> = {};

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [name]);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name}:{n}
    </button>
  );
}

describe('KeepAliveOutlet', () => {
  it('keeps a listed route (and a nested kept shell) alive across a visit elsewhere', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <KeepAliveOutlet keyFor={(p) => (p.startsWith('/tab') ? 'shell' : p === '/kept' ? p : null)} />
          ),
          children: [
            {
              element: (
                <div>
                  <KeepAliveOutlet keyFor={(p) => (p === '/tab/a' ? p : null)} />
                </div>
              ),
              children: [
                { path: '/tab/a', element: <Counter name="a" /> },
                { path: '/tab/b', element: <Counter name="b" /> },
              ],
            },
            { path: '/kept', element: <Counter name="kept" /> },
            { path: '/other', element: <Counter name="other" /> },
          ],
        },
      ],
      { initialEntries: ['/tab/a'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByText('a:0').click());
    expect(screen.getByText('a:1')).toBeInTheDocument();

    await act(async () => router.navigate('/other'));
    await act(async () => router.navigate('/tab/a'));
    expect(screen.getByText('a:1')).toBeInTheDocument();
    expect(mounts.a).toBe(1);

    await act(async () => router.navigate('/tab/b'));
    await act(async () => router.navigate('/tab/a'));
    expect(mounts.a).toBe(1);

    await act(async () => router.navigate('/other'));
    await act(async () => router.navigate('/kept'));
    await act(async () => router.navigate('/other'));
    await act(async () => router.navigate('/kept'));
    expect(mounts.kept).toBe(1);
    // Not listed: mounted again on every visit (/other was visited three times).
    expect(mounts.other).toBe(3);
  });
});
