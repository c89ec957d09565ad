/**
 * Mounts a lazily loaded popup only once it is first wanted, then keeps it mounted so it can animate
 * closed: the popup's code (and antd-mobile's animation library with it) stays out of the screen's first
 * load. `when` is the popup's own `visible`.
 */
import { type ReactNode, Suspense, useState } from 'react';

export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  // Adjusting own state while rendering (React's documented pattern): no extra commit for the first open.
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
