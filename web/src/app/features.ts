/**
 * Screens provided by feature folders (web/src/features/<domain>/index.ts[x]), found at build time with
 * import.meta.glob so a feature that does not exist yet simply leaves its routes on PendingScreen.
 * Each entry: route path → the feature and the export names tried in order.
 */
import type { ComponentType } from 'react';

type FeatureModule = Record<string, unknown>;

const MODULES = import.meta.glob<FeatureModule>('../features/*/index.{ts,tsx}');

interface FeatureScreen {
  feature: string;
  exports: readonly string[];
}

const FEATURE_SCREENS: Readonly<Record<string, FeatureScreen>> = {
  '/login': { feature: 'login', exports: ['default', 'LoginPage', 'LoginScreen'] },
  '/selectAgePage': { feature: 'login', exports: ['SelectAgePage'] },
};

function moduleLoader(feature: string): (() => Promise<FeatureModule>) | null {
  return MODULES[`../features/${feature}/index.tsx`] ?? MODULES[`../features/${feature}/index.ts`] ?? null;
}

/**
 * The loader of a feature-provided screen for a path, or null. The loader resolves to null when the
 * module exists but does not export the screen (yet): the route then shows PendingScreen.
 */
export function featureScreenLoader(path: string): (() => Promise<ComponentType | null>) | null {
  const entry = FEATURE_SCREENS[path];
  if (!entry) return null;
  const load = moduleLoader(entry.feature);
  if (!load) return null;
  return async () => {
    const mod = await load();
    for (const name of entry.exports) {
      const candidate = mod[name];
      if (typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)) {
        return candidate as ComponentType;
      }
    }
    return null;
  };
}

export function hasFeatureScreen(path: string): boolean {
  return featureScreenLoader(path) !== null;
}
