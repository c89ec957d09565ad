/**
 * /option, the settings screen (doc 3 §2 service centre "settings (/option)"), in every environment: the
 * chosen rows (rules/settings.ts) and the logout — the session's chain (domain/session-logout.ts: the spec's
 * calls, only the openId kept, 已退出登录, /login). The route table's token guard sends a parent without a
 * token to /login before this renders (doc 1 §6).
 */

import { useLogout } from '../../../domain/session-logout';
import { usePageBack } from '../../../lib/blocks';
import { useAppNavigate } from '../../../lib/navigation';
import { getNative } from '../../../platform/runtime';
import { useEnvironment } from '../../../platform/use-environment';
import { WEB_VERSION } from '../../../platform/version';
import { OptionView } from '../components/OptionView';
import { asksShellToLogIn, SETTING_ROWS } from '../rules/settings';

export function OptionPage() {
  const navigate = useAppNavigate();
  const back = usePageBack();
  const env = useEnvironment();
  const session = useLogout(() => {
    if (asksShellToLogIn(env))
      void getNative()
        .call('BackToAppLogin', {})
        .catch(() => {});
  });
  return (
    <OptionView
      canGoBack={back.canGoBack}
      onBack={back.back}
      onHome={back.home}
      rows={SETTING_ROWS}
      version={WEB_VERSION}
      loggingOut={session.pending}
      onRow={(key) => {
        const row = SETTING_ROWS.find((r) => r.key === key);
        if (row) navigate(row.path);
      }}
      onLogout={session.logout}
    />
  );
}
