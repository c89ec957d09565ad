/**
 * The debug console (dev, test and pre builds only): environment and version info, the simulator scenario
 * of this browser's session (list with descriptions, switch, reset), "open on a phone" (the simulator's
 * link to this session and its QR code), the simulated shell settings and clear storage. Presentational: everything comes in as props, every action goes out as an event.
 */
import { Button, Input, List, Popup, Selector, Switch, Tag } from 'antd-mobile';
import { fmt, texts } from '../../texts';
import type { SimulatedShellSettings } from '../simulated-shell';
import { debugTexts } from './texts';
import './DebugConsole.css';

export interface DebugInfoRow {
  label: string;
  value: string;
}

export interface DebugScenario {
  id: string;
  title?: string | null;
  description?: string | null;
  group?: string | null;
}

export interface DebugScenarioState {
  status: 'loading' | 'error' | 'ready';
  items: readonly DebugScenario[];
  current: readonly string[];
  sessionId: string;
  error?: string;
}

/**
 * "Open on a phone": the simulator's link to this browser's session (POST /__mock/sessions/:id/link) and the
 * QR code it drew of it (SVG markup: the app carries no QR library).
 */
export type DebugPhoneLink =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; url: string; qrSvg: string; expiresAt: string; granted: boolean }
  | { status: 'error'; error: string };

export interface DebugConsoleProps {
  visible: boolean;
  info: readonly DebugInfoRow[];
  scenarios: DebugScenarioState;
  shell: SimulatedShellSettings;
  /** Absent: the section is not shown (no simulator to ask). */
  phoneLink?: DebugPhoneLink;
  /** Popup (default) or inline (stories, screenshots of the content). */
  inline?: boolean;
  onSwitchScenario?: (id: string) => void;
  onResetSession?: () => void;
  onOpenOnPhone?: () => void;
  onShellChange?: (next: SimulatedShellSettings) => void;
  onApplyShell?: () => void;
  onClearStorage?: () => void;
  onClose?: () => void;
}

function groupScenarios(items: readonly DebugScenario[]): [string, DebugScenario[]][] {
  const groups = new Map<string, DebugScenario[]>();
  for (const s of items) {
    const g = s.group ?? 'other';
    groups.set(g, [...(groups.get(g) ?? []), s]);
  }
  return [...groups];
}

function Body(props: DebugConsoleProps) {
  const { info, scenarios, shell } = props;
  const change = (patch: Partial<SimulatedShellSettings>) => props.onShellChange?.({ ...shell, ...patch });
  return (
    <div className="wp-debug">
      <header className="wp-debug__header">
        <h2>{debugTexts.title}</h2>
        <Button size="small" fill="none" onClick={props.onClose}>
          {debugTexts.close}
        </Button>
      </header>

      <List header={debugTexts.sectionEnv} mode="card">
        {info.map((row) => (
          <List.Item key={row.label} extra={<span className="wp-debug__value">{row.value}</span>}>
            {row.label}
          </List.Item>
        ))}
      </List>

      {props.phoneLink && <PhoneLink link={props.phoneLink} onMake={props.onOpenOnPhone} />}

      <List header={debugTexts.sectionShell} mode="card">
        <List.Item extra={<Switch checked={shell.enabled} onChange={(enabled) => change({ enabled })} />}>
          {debugTexts.shellEnabled}
        </List.Item>
        <List.Item>
          <div className="wp-debug__field">{debugTexts.platform}</div>
          <Selector
            columns={2}
            value={[shell.platform]}
            options={[
              { label: 'iOS', value: 'ios' },
              { label: 'Android', value: 'android' },
            ]}
            onChange={(v) => v[0] && change({ platform: v[0] as 'ios' | 'android' })}
          />
        </List.Item>
        <List.Item
          extra={
            <Input
              className="wp-debug__input"
              aria-label={debugTexts.appVersion}
              value={shell.appVersion}
              onChange={(appVersion) => change({ appVersion })}
            />
          }
        >
          {debugTexts.appVersion}
        </List.Item>
        <List.Item>
          <div className="wp-debug__field">{debugTexts.shellPushState}</div>
          <Selector
            columns={2}
            value={[shell.pushState]}
            options={[
              { label: debugTexts.pushOff, value: '1' },
              { label: debugTexts.pushOn, value: '2' },
            ]}
            onChange={(v) => v[0] && change({ pushState: v[0] as '1' | '2' })}
          />
        </List.Item>
        <List.Item
          extra={
            shell.user ? (
              <Button size="mini" onClick={() => change({ user: null })}>
                {debugTexts.shellClearUser}
              </Button>
            ) : null
          }
          description={shell.user?.userId ?? debugTexts.shellNoUser}
        >
          {debugTexts.shellUser}
        </List.Item>
        <List.Item>
          <Button block color="primary" size="small" onClick={props.onApplyShell}>
            {debugTexts.shellApplyReload}
          </Button>
        </List.Item>
      </List>

      <List header={debugTexts.sectionStorage} mode="card">
        <List.Item>
          <Button block color="danger" fill="outline" size="small" onClick={props.onClearStorage}>
            {debugTexts.clearStorage}
          </Button>
        </List.Item>
      </List>
      <List
        header={
          <span className="wp-debug__section-head">
            {debugTexts.sectionScenario}
            <span className="wp-debug__session">
              {debugTexts.session} {scenarios.sessionId}
            </span>
          </span>
        }
        mode="card"
      >
        {scenarios.status === 'loading' && <List.Item>{texts.common.loading}</List.Item>}
        {scenarios.status === 'error' && (
          <List.Item description={scenarios.error}>{debugTexts.scenarioLoadFailed}</List.Item>
        )}
        {scenarios.status === 'ready' &&
          groupScenarios(scenarios.items).map(([group, items]) => (
            <div key={group}>
              <div className="wp-debug__group">{group}</div>
              {items.map((s) => {
                const current = scenarios.current.includes(s.id);
                return (
                  <List.Item
                    key={s.id}
                    description={s.description ?? undefined}
                    extra={current ? <Tag color="primary">{debugTexts.currentScenarios}</Tag> : null}
                    arrowIcon={false}
                    onClick={current ? undefined : () => props.onSwitchScenario?.(s.id)}
                  >
                    <span className="wp-debug__scenario-id">{s.id}</span>
                    {s.title ? <span className="wp-debug__scenario-title"> · {s.title}</span> : null}
                  </List.Item>
                );
              })}
            </div>
          ))}
        <List.Item>
          <Button block size="small" onClick={props.onResetSession}>
            {debugTexts.resetSession}
          </Button>
        </List.Item>
      </List>
    </div>
  );
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false });

/**
 * The link names this machine only (127.0.0.1, localhost, ::1): a phone that scans it opens itself. The
 * simulator gives a LAN address when it listens on every interface (mock-server/src/admin/links.ts).
 */
const onLoopback = (url: string) =>
  URL.canParse(url) && /^(127\.|localhost$|\[::1\]$)/.test(new URL(url).hostname);

function PhoneLink({ link, onMake }: { link: DebugPhoneLink; onMake: (() => void) | undefined }) {
  return (
    <List header={debugTexts.sectionPhone} mode="card">
      {link.status === 'ready' && (
        <List.Item
          description={`${fmt(debugTexts.phoneLinkUntil, { time: clock(link.expiresAt) })}${link.granted ? ` · ${debugTexts.phoneLinkGranted}` : ''}`}
        >
          {/* The simulator's own SVG as a picture: an <img> runs nothing that markup might carry. */}
          <img
            className="wp-debug__qr"
            alt={debugTexts.phoneLinkQr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
            width={200}
            height={200}
          />
          <a className="wp-debug__link" href={link.url} target="_blank" rel="noreferrer">
            {link.url}
          </a>
          {onLoopback(link.url) && <p className="wp-debug__warning">{debugTexts.phoneLinkLoopback}</p>}
        </List.Item>
      )}
      {link.status === 'error' && (
        <List.Item description={link.error}>{debugTexts.phoneLinkFailed}</List.Item>
      )}
      <List.Item description={debugTexts.phoneLinkHint}>
        <Button block size="small" loading={link.status === 'loading'} onClick={onMake}>
          {link.status === 'ready' ? debugTexts.phoneLinkRemake : debugTexts.phoneLinkMake}
        </Button>
      </List.Item>
    </List>
  );
}

export function DebugConsole(props: DebugConsoleProps) {
  if (props.inline) return <Body {...props} />;
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      position="bottom"
      bodyStyle={{ height: '88vh', overflowY: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <Body {...props} />
    </Popup>
  );
}
