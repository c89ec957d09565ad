/**
 * The growth tab keeps its session (last token seen, chosen class, first view drawn) for the app's
 * lifetime; stories share one page, so each growth story starts from a fresh session, as the app does on
 * a fresh load. Reset while this decorator first renders: before the screen below it renders (it reads
 * whether the first view was drawn when it mounts) and before its effects.
 */
import type { Decorator } from '@storybook/react-vite';
import { growthSession, INITIAL_GROWTH_SESSION } from '@wonder/web/src/features/growth';
import { type ReactNode, useState } from 'react';

function FreshGrowthSession({ children }: { children: ReactNode }) {
  useState(() => growthSession.set(INITIAL_GROWTH_SESSION));
  return children;
}

export const withFreshGrowthSession: Decorator = (Story) => (
  <FreshGrowthSession>
    <Story />
  </FreshGrowthSession>
);
