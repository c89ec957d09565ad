/**
 * The control page's script (runs in the browser; bundled by bundle.ts and served as
 * /__mock/control-page.js). It drives the admin API through the typed admin client only; the markup it
 * fills is in html.ts. The chosen session goes into the mock-session cookie (the select route sets it),
 * so the app opened in the same browser lands in it.
 */
import {
  ADMIN_BASE_PATH,
  AdminApiError,
  type AdminClient,
  type AdminReply,
  createAdminClient,
  DEFAULT_SESSION_ID,
  MOCK_PERSONA_CHANNEL,
  MOCK_SESSION_COOKIE,
  type MockPersonaSwitched,
  SESSION_ID_PATTERN,
} from '@wonder/contracts/admin/client';
import { type PageKit, showNearMiss, wireHandover } from './handover';

type ScenarioView = AdminReply<'scenarios'>['scenarios'][number];
type ClockView = AdminReply<'clock'>;
type FaultCatalogue = AdminReply<'faultCatalogue'>;
type Fault = Parameters<AdminClient['setFaults']>[0]['faults'][number];

const JOURNAL_POLL_MS = 2000;
const JOURNAL_ROWS = 100;

const state = {
  admin: createAdminClient({ baseUrl: location.origin, session: cookieSession() }),
  scenarios: [] as ScenarioView[],
  groups: [] as string[],
  active: [] as string[],
  paused: false,
  catalogue: null as FaultCatalogue | null,
  /** What the scenario files looked like at the last poll: a change reloads the scenario list. */
  filesSeen: '',
  openSeq: null as number | null,
};

function cookieSession(): string {
  const hit = document.cookie.split(/;\s*/).find((c) => c.startsWith(`${MOCK_SESSION_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(MOCK_SESSION_COOKIE.length + 1)) : DEFAULT_SESSION_ID;
}

function $<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`control page: no #${id} in the markup`);
  return found as T;
}

/** Attributes; `text` is the text content. */
type Attrs = Record<string, string | undefined>;

function el(
  tag: string,
  attrs: Attrs = {},
  children: (Node | null)[] = [],
  onClick?: () => void,
): HTMLElement {
  const n = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    if (k === 'text') n.textContent = v;
    else n.setAttribute(k, v);
  }
  for (const c of children) if (c) n.appendChild(c);
  if (onClick) n.addEventListener('click', onClick);
  return n;
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
function toast(message: string): void {
  const t = $('toast');
  t.textContent = message;
  t.className = 'show';
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    t.className = '';
  }, 1800);
}
const toastError = (error: unknown) => toast(error instanceof Error ? error.message : String(error));

async function selectSession(raw: string): Promise<void> {
  const id = raw.trim();
  if (!SESSION_ID_PATTERN.test(id)) return toast('会话 ID 无效 / invalid session id');
  try {
    await state.admin.forSession(id).select();
    state.admin = state.admin.forSession(id);
    $('session-current').textContent = id;
    await Promise.all([loadSession(), loadSessions()]);
    toast(`会话 / session: ${id}`);
  } catch (error) {
    toastError(error);
  }
}

async function loadSessions(): Promise<void> {
  const { sessions } = await state.admin.sessions();
  const current = state.admin.sessionId;
  const select = $<HTMLSelectElement>('session-select');
  select.textContent = '';
  const ids = sessions.map((s) => s.id);
  for (const s of sessions) {
    select.appendChild(el('option', { value: s.id, text: `${s.id}  (${s.scenarios.join(', ')})` }));
  }
  // A session chosen by cookie but not used yet is not listed by the simulator.
  if (!ids.includes(current)) select.appendChild(el('option', { value: current, text: current }));
  select.value = current;
}

async function loadSession(): Promise<void> {
  const [scenarios, clock, faults] = await Promise.all([
    state.admin.sessionScenarios(),
    state.admin.clock(),
    state.admin.faults(),
  ]);
  showScenarios(scenarios);
  renderClock(clock);
  renderFaults(faults.described);
  // The owner's HAR replays (credentials as sent); the masked one is to share. Others get the masked one only.
  const har = `${ADMIN_BASE_PATH}/sessions/${encodeURIComponent(state.admin.sessionId)}/journal.har`;
  const owner = document.querySelector('main')?.dataset.owner === 'true';
  $<HTMLAnchorElement>('journal-har').href = owner ? `${har}?redact=false` : har;
  $<HTMLAnchorElement>('journal-har-masked').href = har;
  $('journal-har-masked').hidden = !owner;
  state.openSeq = null;
  $('journal-detail').hidden = true;
  await loadJournal();
}

async function loadCatalogue(): Promise<void> {
  const catalogue = await state.admin.scenarios();
  state.scenarios = catalogue.scenarios;
  state.groups = catalogue.groups;
  renderScenarios();
}

async function loadFiles(): Promise<void> {
  const r = await state.admin.scenarioFiles();
  $('files-card').hidden = r.dir === null;
  $('files-dir').textContent = r.dir ?? '';
  const seen = JSON.stringify(r.files);
  if (seen === state.filesSeen) return;
  const first = state.filesSeen === '';
  state.filesSeen = seen;
  const list = $('files-list');
  list.textContent = '';
  for (const f of r.files) {
    const head = `${f.file}  ${f.status === 'loaded' ? '✓' : '✗'}  ${f.scenarios.join(', ')}`;
    list.appendChild(
      el('div', { class: `file ${f.status}`, 'data-testid': 'scenario-file', 'data-file': f.file }, [
        el('div', { class: 'name mono', text: head }),
        f.status === 'refused' && f.scenarios.length
          ? el('div', { class: 'sub', text: '上一个正确版本仍在使用 / the last good version still serves' })
          : null,
        f.problems.length
          ? el(
              'ul',
              { class: 'problems' },
              f.problems.map((p) =>
                el('li', {
                  text: `line ${p.line} ${p.path ? `${p.path}: ` : ''}${p.message}`,
                }),
              ),
            )
          : null,
      ]),
    );
  }
  if (!first) await loadCatalogue();
}

async function saveFile(): Promise<void> {
  const id = $<HTMLInputElement>('save-id').value.trim();
  const title = $<HTMLInputElement>('save-title').value.trim() || id;
  const format = $<HTMLSelectElement>('save-format').value === 'json' ? 'json' : 'yaml';
  try {
    const r = await state.admin.saveScenarioFile({ id, title, format });
    toast(`已保存 / saved: ${r.file}`);
    await Promise.all([loadFiles(), loadCatalogue()]);
  } catch (error) {
    toastError(error);
  }
}

function option(value: string, text: string): HTMLElement {
  return el('option', { value, text });
}

/** The fault editor's lists, from the simulator's catalogue (endpoints, fault kinds, each host's codes). */
function renderFaultEditor(c: FaultCatalogue): void {
  const endpoint = $<HTMLSelectElement>('fault-endpoint');
  endpoint.textContent = '';
  endpoint.appendChild(option('', '全部接口 / every endpoint'));
  for (const e of c.endpoints) endpoint.appendChild(option(e.id, `${e.id}  ${e.method} ${e.path}`));
  const kind = $<HTMLSelectElement>('fault-kind');
  kind.textContent = '';
  kind.appendChild(option('', '— 无 / none —'));
  for (const k of c.faultKinds) kind.appendChild(option(k, k));
  $<HTMLInputElement>('fault-delay').max = String(c.maxDelayMs);
  renderFaultCodes();
}

/** Codes of the chosen endpoint's host: only what that host answers can be picked. */
function renderFaultCodes(): void {
  const select = $<HTMLSelectElement>('fault-code');
  select.textContent = '';
  select.appendChild(option('', '— 无 / none —'));
  const id = $<HTMLSelectElement>('fault-endpoint').value;
  const host = state.catalogue?.endpoints.find((e) => e.id === id)?.host;
  for (const [i, c] of (host ? (state.catalogue?.codes[host] ?? []) : []).entries())
    select.appendChild(option(String(i), `${c.code} — ${c.meaning}`));
}

function renderFaults(described: readonly string[]): void {
  const list = $('fault-list');
  list.textContent = '';
  for (const line of described) list.appendChild(el('li', { text: line }));
}

async function addFault(): Promise<void> {
  const endpoint = $<HTMLSelectElement>('fault-endpoint').value;
  const kind = $<HTMLSelectElement>('fault-kind').value;
  const codeIndex = $<HTMLSelectElement>('fault-code').value;
  const delay = $<HTMLInputElement>('fault-delay').value;
  const times = $<HTMLInputElement>('fault-times').value;
  const host = state.catalogue?.endpoints.find((e) => e.id === endpoint)?.host;
  const hostCodes = host ? (state.catalogue?.codes[host] ?? []) : [];
  const code = codeIndex !== '' ? hostCodes[Number(codeIndex)]?.code : undefined;
  const whenField = $<HTMLInputElement>('fault-when-field').value.trim();
  const whenWhere = $<HTMLSelectElement>('fault-when-where').value;
  const sequence = $<HTMLInputElement>('fault-sequence')
    .value.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    // A code as the host writes it (number or text); `ok`: the endpoint's own answer.
    .map((c) => (c === 'ok' ? {} : { code: hostCodes.find((h) => String(h.code) === c)?.code ?? c }));
  const fault = {
    ...(endpoint ? { endpoint } : { all: true }),
    ...(whenField
      ? { when: { [whenWhere]: { [whenField]: $<HTMLInputElement>('fault-when-value').value } } }
      : {}),
    ...(kind ? { fault: kind } : {}),
    ...(sequence.length ? { sequence } : code === undefined ? {} : { code }),
    ...(delay ? { delayMs: Number(delay) } : {}),
    ...(times ? { times: Number(times) } : {}),
  } as Fault;
  try {
    const r = await state.admin.setFaults({ faults: [fault], append: true });
    renderFaults(r.described);
    toast('故障已添加 / fault added');
  } catch (error) {
    toastError(error);
  }
}

function detailBlock(
  title: string,
  m: { headers: [string, string][]; body: string | null; bodyChars: number },
) {
  const cut = m.body !== null && m.bodyChars > m.body.length ? `\n… (${m.bodyChars} chars)` : '';
  return [
    el('h4', { text: title }),
    el('pre', { text: m.headers.map(([k, v]) => `${k}: ${v}`).join('\n') }),
    m.body === null ? null : el('pre', { text: prettyBody(m.body) + cut }),
  ];
}

function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function showEntry(seq: number): Promise<void> {
  const box = $('journal-detail');
  if (state.openSeq === seq) {
    state.openSeq = null;
    box.hidden = true;
    return;
  }
  try {
    const r = await state.admin.journalEntry({ seq });
    state.openSeq = seq;
    box.textContent = '';
    box.hidden = false;
    box.appendChild(
      el('div', { class: 'mono', text: `#${seq} ${r.entry.method} ${r.detail?.url ?? r.entry.path}` }),
    );
    if (!r.detail) box.appendChild(el('div', { class: 'sub', text: '详情已过期 / detail no longer kept' }));
    else
      box.append(
        ...(detailBlock('请求 / request', r.detail.request).filter(Boolean) as Node[]),
        ...(detailBlock('响应 / response', r.detail.response).filter(Boolean) as Node[]),
      );
    await showNearMiss(kit, box, seq);
  } catch (error) {
    toastError(error);
  }
}

function showScenarios(r: AdminReply<'sessionScenarios'>): void {
  state.active = [...r.scenarios];
  $('persona-current').textContent = r.persona;
  renderActive();
  renderScenarios();
}

/**
 * The app keeps the user it logged in as; the simulator re-points the session's tokens to a new persona. Tell
 * the app's tabs on this origin (its debug tooling starts over and reads the user anew: web/src/app/DebugHost).
 */
function announcePersona(persona: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(MOCK_PERSONA_CHANNEL);
  const message: MockPersonaSwitched = { type: 'persona-switched', session: state.admin.sessionId, persona };
  channel.postMessage(message);
  channel.close();
}

async function setScenarios(ids: string[]): Promise<void> {
  try {
    const before = $('persona-current').textContent;
    const r = await state.admin.setScenarios({ scenarios: ids });
    if (r.persona !== before) announcePersona(r.persona);
    showScenarios(r);
    await loadSessions();
    toast(`场景已切换 / scenarios: ${r.scenarios.join(', ')}`);
  } catch (error) {
    toastError(error);
  }
}

function renderActive(): void {
  const box = $('active-scenarios');
  box.textContent = '';
  for (const id of state.active) {
    const remove =
      id === 'default'
        ? null
        : el('button', { title: '移除 / remove', 'aria-label': `remove ${id}`, text: '×' }, [], () => {
            const rest = state.active.filter((x) => x !== id);
            void setScenarios(rest.length ? rest : ['default']);
          });
    box.appendChild(
      el('span', { class: 'chip', 'data-testid': 'active-scenario', 'data-id': id }, [
        document.createTextNode(id),
        remove,
      ]),
    );
  }
}

function matches(s: ScenarioView, query: string): boolean {
  if (!query) return true;
  const text = [s.id, s.title, s.titleZh ?? '', s.description, s.group].join(' ').toLowerCase();
  return text.includes(query.toLowerCase());
}

function scenarioRow(s: ScenarioView): HTMLElement {
  const on = state.active.includes(s.id);
  const parents = s.extends.filter((id) => id !== 'default');
  const base = (parents.length ? `  ⟵ ${parents.join(' + ')}` : '') + (s.file ? `  (${s.file})` : '');
  return el('div', { class: `scenario${on ? ' active' : ''}`, 'data-testid': 'scenario', 'data-id': s.id }, [
    el('div', { class: 'txt' }, [
      el('div', { class: 't', text: (s.titleZh ? `${s.titleZh} · ` : '') + s.title }),
      el('div', { class: 'id', text: s.id + base }),
      el('div', { class: 'd', text: s.description }),
      s.affects.length ? el('div', { class: 'a', text: `影响 / affects: ${s.affects.join(' · ')}` }) : null,
    ]),
    el('div', { class: 'btns' }, [
      el('button', { class: 'primary', 'data-testid': 'use-scenario', text: '仅用 / Use' }, [], () => {
        void setScenarios([s.id]);
      }),
      el(
        'button',
        {
          'data-testid': 'add-scenario',
          text: on ? '已选 / On' : '叠加 / Add',
          disabled: on ? 'disabled' : undefined,
        },
        [],
        () => void setScenarios([...state.active.filter((x) => x !== 'default'), s.id]),
      ),
    ]),
  ]);
}

function renderScenarios(): void {
  const query = $<HTMLInputElement>('scenario-search').value.trim();
  const list = $('scenario-list');
  list.textContent = '';
  let shown = 0;
  for (const group of state.groups) {
    const items = state.scenarios.filter((s) => s.group === group && matches(s, query));
    if (!items.length) continue;
    shown += items.length;
    list.appendChild(el('div', { class: 'group' }, [el('h3', { text: group }), ...items.map(scenarioRow)]));
  }
  $('scenario-count').textContent = `${shown} / ${state.scenarios.length}`;
}

function renderClock(c: ClockView): void {
  $('clock-now').textContent = new Date(c.now).toLocaleString() + (c.frozen ? '  (冻结 / frozen)' : '');
  const hours = Math.round((c.offsetMs / 3_600_000) * 10) / 10;
  $('clock-offset').textContent = `${hours >= 0 ? '+' : ''}${hours} h`;
}

async function moveClock(body: Parameters<AdminClient['setClock']>[0]): Promise<void> {
  try {
    const c = await state.admin.setClock(body);
    renderClock(c);
    toast(`时钟 / clock: ${c.iso}`);
  } catch (error) {
    toastError(error);
  }
}

function fmtTime(ms: number): string {
  const d = new Date(ms);
  return `${d.toLocaleTimeString()}.${String(d.getMilliseconds()).padStart(3, '0')}`;
}

async function loadJournal(): Promise<void> {
  if (state.paused) return;
  try {
    const r = await state.admin.journal({ limit: JOURNAL_ROWS });
    const body = $('journal-body');
    body.textContent = '';
    for (const e of r.entries) {
      const status = e.status === null ? (e.fault ? 'dropped' : 'pending') : String(e.status);
      const cls = e.status === null ? 's0' : `s${String(e.status).charAt(0)}`;
      body.appendChild(
        el(
          'tr',
          {
            'data-testid': 'journal-row',
            'data-seq': String(e.seq),
            class: e.seq === state.openSeq ? 'open' : undefined,
          },
          [
            el('td', { 'data-label': '时间', class: 'mono nowrap', text: fmtTime(e.time) }),
            el('td', { 'data-label': '接口', class: 'mono' }, [
              el('div', { text: e.endpoint ?? '(unknown)' }),
              el('div', { class: 'path', text: `${e.method} ${e.path}` }),
            ]),
            el('td', { 'data-label': '状态', class: `mono nowrap ${cls}`, text: status }),
            el('td', {
              'data-label': 'code',
              class: 'mono nowrap',
              text: e.code === null ? '' : String(e.code),
            }),
            el('td', {
              'data-label': '场景',
              class: 'mono',
              text: e.scenario + (e.fault ? ` · ${e.fault}` : ''),
            }),
            el('td', { 'data-label': '备注', text: e.note ?? '' }),
          ],
          () => void showEntry(e.seq),
        ),
      );
    }
    $('journal-count').textContent = `${r.entries.length} / ${r.capacity}`;
  } catch {
    // Polled every 2 s: a missed read (simulator restarting) is retried by the next tick.
  }
}

/** The validating proxy's drift report; the card shows only when the simulator proxies a host. */
async function loadDrift(): Promise<void> {
  const r = await state.admin.drift();
  $('drift-card').hidden = r.proxied.length === 0;
  if (r.proxied.length === 0) return;
  $('drift-proxied').textContent = r.proxied.map((p) => `${p.host} → ${p.url}`).join('   ');
  $('drift-summary').textContent = `${r.drifted} / ${r.checked} 偏离 / off contract`;
  const body = $('drift-body');
  body.textContent = '';
  for (const d of r.entries) {
    body.appendChild(
      el('tr', { 'data-testid': 'drift-row' }, [
        el('td', { 'data-label': '接口', class: 'mono', text: d.endpoint }),
        el('td', { 'data-label': '字段', class: 'mono', text: d.path }),
        el('td', { 'data-label': '期望', text: d.expected }),
        el('td', { 'data-label': '实际', class: 'mono', text: d.got }),
        el('td', { 'data-label': '次数', class: 'mono nowrap', text: String(d.count) }),
        el('td', { 'data-label': '最后', class: 'mono nowrap', text: fmtTime(Date.parse(d.lastSeen)) }),
      ]),
    );
  }
}

async function loadPersonas(): Promise<void> {
  const { personas } = await state.admin.personas();
  const select = $<HTMLSelectElement>('persona-select');
  select.textContent = '';
  for (const p of personas.filter((x) => x.canLogin)) {
    select.appendChild(el('option', { value: p.id, text: `${p.id} — ${p.phone} / ${p.password}` }));
  }
}

function wire(): void {
  $('session-use').addEventListener('click', () => {
    void selectSession(
      $<HTMLInputElement>('session-new').value || $<HTMLSelectElement>('session-select').value,
    );
  });
  $('session-select').addEventListener('change', () => {
    void selectSession($<HTMLSelectElement>('session-select').value);
  });
  $('session-random').addEventListener('click', () => {
    const id = `qa-${Math.random().toString(36).slice(2, 8)}`;
    $<HTMLInputElement>('session-new').value = id;
    void selectSession(id);
  });
  $('session-reset').addEventListener('click', async () => {
    if (!confirm(`重置会话 ${state.admin.sessionId}？/ Reset session?`)) return;
    try {
      await state.admin.reset();
      toast('已重置 / reset');
      await Promise.all([loadSession(), loadSessions()]);
    } catch (error) {
      toastError(error);
    }
  });
  $('scenario-search').addEventListener('input', renderScenarios);
  for (const b of document.querySelectorAll<HTMLElement>('[data-advance]')) {
    b.addEventListener('click', () => void moveClock({ advanceMs: Number(b.dataset.advance) }));
  }
  $('clock-set').addEventListener('click', () => {
    const v = $<HTMLInputElement>('clock-input').value;
    if (!v) return toast('请选择时间 / pick a time');
    void moveClock({ set: new Date(v).toISOString() });
  });
  $('clock-reset').addEventListener('click', () => void moveClock({ reset: true }));
  $('fault-endpoint').addEventListener('change', renderFaultCodes);
  $('fault-add').addEventListener('click', () => void addFault());
  $('fault-clear').addEventListener('click', async () => {
    try {
      renderFaults((await state.admin.clearFaults()).described);
    } catch (error) {
      toastError(error);
    }
  });
  $('save-file').addEventListener('click', () => void saveFile());
  $('journal-pause').addEventListener('click', (event) => {
    state.paused = !state.paused;
    (event.currentTarget as HTMLElement).textContent = state.paused ? '继续 / Resume' : '暂停 / Pause';
  });
  $('login-go').addEventListener('click', async () => {
    try {
      const r = await state.admin.login({ persona: $<HTMLSelectElement>('persona-select').value });
      $('login-result').textContent = `token ${r.token}  userId ${r.userId}`;
      toast(`已登录 / logged in: ${r.persona}`);
    } catch (error) {
      toastError(error);
    }
  });
}

async function load(): Promise<void> {
  try {
    const [catalogue, faults] = await Promise.all([state.admin.scenarios(), state.admin.faultCatalogue()]);
    $('admin-login-card').hidden = true;
    state.scenarios = catalogue.scenarios;
    state.groups = catalogue.groups;
    state.catalogue = faults;
    renderFaultEditor(faults);
    await Promise.all([loadSessions(), loadSession(), loadPersonas(), loadFiles(), loadDrift()]);
  } catch (error) {
    // The simulator runs with --admin-token: ask for it (the login sets an httpOnly cookie).
    if (error instanceof AdminApiError && error.status === 401) $('admin-login-card').hidden = false;
    toastError(error);
  }
}

const kit: PageKit = {
  admin: () => state.admin,
  $,
  el,
  toast,
  toastError,
  faultsChanged: (d) => renderFaults(d),
};

async function start(): Promise<void> {
  wire();
  wireHandover(kit);
  $('admin-login-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await state.admin.adminLogin({ token: $<HTMLInputElement>('admin-token').value });
      await load();
    } catch (error) {
      toastError(error);
    }
  });
  $('session-current').textContent = state.admin.sessionId;
  await load();
  setInterval(() => {
    void loadJournal();
    // An edited scenario file shows up (or its error does) without reloading the page.
    void loadFiles().catch(() => undefined);
    void loadDrift().catch(() => undefined);
  }, JOURNAL_POLL_MS);
}

void start();
