/**
 * Opens the debug console (non-production builds only; RootLayout does not even load this module in
 * production): 20 taps on the top-right corner within 1.5 s of each other, or a `debug` query parameter.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createAdminClient,
  DEFAULT_SESSION_ID,
  MOCK_PERSONA_CHANNEL,
  type MockPersonaSwitched,
} from '@wonder/contracts/admin/client';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiOrigin } from '../lib/client';
import { userStore, useUserState } from '../lib/user-store';
import {
  DebugConsole,
  type DebugInfoRow,
  type DebugPhoneLink,
  type DebugScenarioState,
} from '../platform/debug/DebugConsole';
import { ensureSessionId, readSessionCookie } from '../platform/debug/mock-session';
import { debugTexts } from '../platform/debug/texts';
import { getSystemInfo } from '../platform/runtime';
import {
  loadShellSettings,
  type SimulatedShellSettings,
  saveShellSettings,
} from '../platform/simulated-shell';
import { useEnvironment } from '../platform/use-environment';
import { WEB_VERSION } from '../platform/version';
import { fmt, texts } from '../texts';

export const DEBUG_TAPS = 20;
const TAP_GAP_MS = 1_500;
/** The hot corner, in CSS px from the top-right. */
const CORNER_PX = 64;

export function useCornerTaps(onOpen: () => void): void {
  useEffect(() => {
    let count = 0;
    let last = 0;
    const onPointer = (e: PointerEvent) => {
      const inCorner = e.clientY <= CORNER_PX && e.clientX >= window.innerWidth - CORNER_PX;
      const now = Date.now();
      if (!inCorner || now - last > TAP_GAP_MS) count = 0;
      last = now;
      if (!inCorner) return;
      count += 1;
      if (count >= DEBUG_TAPS) {
        count = 0;
        onOpen();
      }
    };
    window.addEventListener('pointerdown', onPointer, true);
    return () => window.removeEventListener('pointerdown', onPointer, true);
  }, [onOpen]);
}

/**
 * The simulator's control page switched this browser's session to another persona (it posts on
 * MOCK_PERSONA_CHANNEL to the tabs of its origin): the app keeps the user it logged in as, so it starts over as
 * after its own console's switch; the startup's status lookup then saves the account as it now is.
 */
export function usePersonaSwitch(
  onSwitch: () => void,
  session: () => string | null = readSessionCookie,
): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(MOCK_PERSONA_CHANNEL);
    channel.onmessage = (event: MessageEvent<MockPersonaSwitched>) => {
      const m = event.data;
      if (m?.type === 'persona-switched' && m.session === (session() ?? DEFAULT_SESSION_ID)) onSwitch();
    };
    return () => channel.close();
  }, [onSwitch, session]);
}

const startOver = () => window.location.reload();

/** The route a phone opens: where this browser is, without the `debug` parameter that opened the console. */
export function phoneRoute(location: Pick<Location, 'pathname' | 'search'>): string {
  const query = new URLSearchParams(location.search);
  query.delete('debug');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

export default function DebugHost() {
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).has('debug'));
  const openConsole = useCallback(() => setOpen(true), []);
  useCornerTaps(openConsole);
  usePersonaSwitch(startOver);
  if (!open) return null;
  return <DebugConsoleContainer onClose={() => setOpen(false)} />;
}

function DebugConsoleContainer({ onClose }: { onClose: () => void }) {
  const env = useEnvironment();
  const user = useUserState();
  const queryClient = useQueryClient();
  const sessionId = useMemo(() => ensureSessionId(), []);
  // 'include': with a simulator on another origin of this site (VITE_API_ORIGIN), the admin cookie of its
  // control page's login goes along when it runs with an admin token.
  const admin = useMemo(
    () => createAdminClient({ baseUrl: apiOrigin(), session: sessionId, credentials: 'include' }),
    [sessionId],
  );
  const [shell, setShell] = useState<SimulatedShellSettings>(loadShellSettings);
  const [scenarios, setScenarios] = useState<DebugScenarioState>({
    status: 'loading',
    items: [],
    current: [],
    sessionId,
  });

  const loadScenarios = useCallback(async () => {
    try {
      const [catalogue, session] = await Promise.all([admin.scenarios(), admin.sessionScenarios()]);
      const labelled = catalogue.scenarios.map((s) => ({ ...s, title: s.titleZh ?? s.title }));
      setScenarios({ status: 'ready', items: labelled, current: session.scenarios, sessionId });
    } catch (error) {
      setScenarios({ status: 'error', items: [], current: [], sessionId, error: String(error) });
    }
  }, [admin, sessionId]);

  useEffect(() => {
    void loadScenarios();
  }, [loadScenarios]);

  // "Open on a phone": the simulator makes the link (with a grant when it runs with an admin token) and draws
  // its QR code; the phone lands in this session, logged in as it is here, on this route.
  const [phoneLink, setPhoneLink] = useState<DebugPhoneLink>({ status: 'idle' });
  const openOnPhone = useCallback(async () => {
    setPhoneLink({ status: 'loading' });
    try {
      const r = await admin.sessionLink({ to: phoneRoute(window.location), login: true });
      setPhoneLink({
        status: 'ready',
        url: r.url,
        qrSvg: r.qrSvg,
        expiresAt: r.expiresAt,
        granted: r.granted,
      });
    } catch (error) {
      setPhoneLink({ status: 'error', error: String(error) });
    }
  }, [admin]);

  const info: DebugInfoRow[] = [
    { label: debugTexts.environment, value: env.kind },
    { label: debugTexts.mode, value: import.meta.env.MODE },
    { label: debugTexts.webVersion, value: WEB_VERSION },
    {
      label: debugTexts.appVersion,
      value: getSystemInfo()?.appVersion ?? env.appVersion ?? debugTexts.none,
    },
    { label: debugTexts.platform, value: env.platform ?? debugTexts.none },
    { label: debugTexts.studentStatus, value: texts.studentStatus[user.student.studentStatus] },
    { label: debugTexts.userId, value: user.user?.userId ?? debugTexts.none },
    { label: debugTexts.apiOrigin, value: apiOrigin() },
    { label: debugTexts.userAgent, value: navigator.userAgent },
  ];

  return (
    <DebugConsole
      visible
      info={info}
      scenarios={scenarios}
      shell={shell}
      phoneLink={phoneLink}
      onOpenOnPhone={() => void openOnPhone()}
      onClose={onClose}
      onSwitchScenario={async (id) => {
        try {
          await admin.setScenarios({ scenarios: [id] });
          Toast.show({ content: fmt(debugTexts.scenarioSwitched, { id }) });
          // Startup data (status, tabs) depends on the scenario: start over.
          await queryClient.invalidateQueries();
          window.location.reload();
        } catch (error) {
          Toast.show({ content: String(error) });
        }
      }}
      onResetSession={async () => {
        try {
          await admin.reset();
          Toast.show({ content: debugTexts.sessionReset });
          await loadScenarios();
        } catch (error) {
          Toast.show({ content: String(error) });
        }
      }}
      onShellChange={setShell}
      onApplyShell={() => {
        saveShellSettings(shell);
        window.location.reload();
      }}
      onClearStorage={() => {
        userStore.reset();
        window.localStorage.clear();
        window.sessionStorage.clear();
        Toast.show({ content: debugTexts.storageCleared });
        window.location.reload();
      }}
    />
  );
}
