/**
 * A simple keep-alive outlet: routes whose key is cached stay rendered (hidden) after the visitor leaves
 * them and are shown again, state and scroll intact, on re-entry. Used twice: at the root (the whole tab
 * shell is one cached entry, plus the non-tab keep-alive routes) and inside the shell (the tab pages).
 * A hidden subtree freezes on the key it had, so a hidden shell does not react to the visible page's url.
 */
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

const ActiveContext = createContext(true);

export interface KeepAliveOutletProps {
  /** The cache key of a pathname, or null when the route is not kept alive. */
  keyFor: (pathname: string) => string | null;
}

export function KeepAliveOutlet({ keyFor }: KeepAliveOutletProps) {
  const active = useContext(ActiveContext);
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const last = useRef<{ key: string | null; outlet: ReactNode }>({ key: null, outlet: null });
  const cache = useRef(new Map<string, ReactNode>());

  if (active) last.current = { key: keyFor(pathname), outlet };
  const { key, outlet: current } = last.current;
  if (key !== null) cache.current.set(key, current);

  return (
    <>
      {[...cache.current].map(([k, element]) => (
        <div key={k} className="wp-keep-alive" style={k === key ? undefined : { display: 'none' }}>
          <ActiveContext.Provider value={active && k === key}>{element}</ActiveContext.Provider>
        </div>
      ))}
      {key === null && <ActiveContext.Provider value={active}>{current}</ActiveContext.Provider>}
    </>
  );
}
