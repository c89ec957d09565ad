/**
 * Opens the upgrade dialog when a native call is refused as 'version not support' (doc 1 §5, §8). The dialog
 * (and antd-mobile's Dialog) loads only then: most visits never need it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { getNative, setUpgradeHandler } from '../platform/runtime';

const UpgradeDialog = lazy(() => import('./shell/UpgradeDialog').then((m) => ({ default: m.UpgradeDialog })));

/** Where 立即更新 sends iOS parents (value not shown in the spec: chosen). */
export const APP_STORE_URL = 'https://apps.apple.com/cn/app/id0000000000';

export function UpgradeHost() {
  const [open, setOpen] = useState<null | 'ios' | 'other'>(null);
  useEffect(() => {
    setUpgradeHandler((request) => setOpen(request.platform === 'ios' ? 'ios' : 'other'));
    return () => setUpgradeHandler(null);
  }, []);
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog
        visible
        platform={open}
        onUpdate={() => {
          getNative()
            .call('ToAppStore', { url: APP_STORE_URL })
            .catch(() => window.open(APP_STORE_URL, '_blank', 'noopener'));
        }}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
}
