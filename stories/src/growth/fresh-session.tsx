/**
 * The growth tab keeps its session (last token seen, chosen class, first view drawn) for the app's
 * lifetime; stories share one page, so each growth story starts from a fresh session, as the app does on
 * a fresh load. Reset in a layout effect: before the screen's own effects read it.
 */
import type { Decorator } from '@storybook/react-vite';
import { growthSession, INITIAL_GROWTH_SESSION } from '@wonder/web/src/features/growth';
import { type ReactNode, useLayoutEffect } from 'react';

function FreshGrowthSession({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    growthSession.set(INITIAL_GROWTH_SESSION);
  }, []);
  return children;
}

export const withFreshGrowthSession: Decorator = (Story) => (
  <FreshGrowthSession>
    <Story />
  </FreshGrowthSession>
);
