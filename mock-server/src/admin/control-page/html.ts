/**
 * The control page's markup and style (served at GET /__mock/), nothing from another origin; its script
 * is page.ts, served beside it. Chinese and English labels; a single column on a phone, two on a desktop.
 */
import { ADMIN_BASE_PATH } from '@wonder/contracts/admin/client';
import { CONTROL_PAGE_SCRIPT_PATH } from './bundle';

const CSS = `
:root { --bg:#f5f6f8; --card:#fff; --ink:#1d2330; --muted:#6b7280; --line:#e5e7eb; --accent:#ff7a1a;
  --accent-ink:#fff; --ok:#15803d; --warn:#b45309; --bad:#b91c1c; font-size:15px; }
* { box-sizing:border-box; }
body { margin:0; font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",
  "Segoe UI",sans-serif; background:var(--bg); color:var(--ink); }
header { background:var(--ink); color:#fff; padding:12px 16px; display:flex; flex-wrap:wrap; gap:8px 16px;
  align-items:center; justify-content:space-between; }
header h1 { font-size:17px; margin:0; font-weight:600; }
header .links a { color:#ffd7b8; margin-left:12px; font-size:13px; }
main { display:grid; gap:12px; padding:12px; grid-template-columns:1fr; max-width:1400px; margin:0 auto; }
@media (min-width: 960px) { main { grid-template-columns: minmax(360px, 5fr) 7fr; }
  #journal-card { grid-column:2; grid-row:1 / span 5; } }
section.card { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:12px 14px; min-width:0; }
section.card h2 { font-size:15px; margin:0 0 10px; display:flex; justify-content:space-between; align-items:center; gap:8px; }
.sub { color:var(--muted); font-weight:400; font-size:12px; }
.row { display:flex; flex-wrap:wrap; gap:8px; align-items:center; margin:6px 0; }
select { max-width:100%; min-width:0; }
input, select, button { font:inherit; border-radius:8px; border:1px solid var(--line); padding:7px 10px; background:#fff; color:var(--ink); }
input[type=search], input[type=text] { flex:1 1 160px; min-width:0; }
button { cursor:pointer; background:#f3f4f6; }
button.primary { background:var(--accent); color:var(--accent-ink); border-color:var(--accent); }
button.danger { color:var(--bad); border-color:#fecaca; background:#fff5f5; }
button:disabled { opacity:.5; cursor:default; }
.chips { display:flex; flex-wrap:wrap; gap:6px; }
.chip { background:#fff3e8; border:1px solid #ffd2ad; color:#9a3f00; border-radius:999px; padding:3px 4px 3px 10px;
  font-size:13px; display:inline-flex; align-items:center; gap:4px; }
.chip button { border:0; background:transparent; padding:0 6px; color:inherit; font-size:15px; line-height:1; }
.group { margin-top:10px; }
.group h3 { font-size:12px; text-transform:uppercase; letter-spacing:.05em; color:var(--muted); margin:0 0 4px; }
.scenario { border-top:1px solid var(--line); padding:8px 0; display:flex; gap:10px; align-items:flex-start; }
.scenario .txt { flex:1; min-width:0; }
.scenario .t { font-weight:600; font-size:14px; }
.scenario .id { font-family:ui-monospace,Menlo,monospace; font-size:12px; color:var(--muted); }
.scenario .d { font-size:13px; color:#374151; margin-top:2px; }
.scenario .a { font-size:12px; color:var(--muted); margin-top:2px; }
.scenario.active { background:#fffaf5; }
.scenario .btns { display:flex; flex-direction:column; gap:4px; }
.scenario .btns button { padding:4px 8px; font-size:12px; white-space:nowrap; }
#scenario-list { max-height:60vh; overflow:auto; }
.kv { display:grid; grid-template-columns:max-content 1fr; gap:2px 10px; font-size:13px; }
.kv dt { color:var(--muted); } .kv dd { margin:0; font-family:ui-monospace,Menlo,monospace; word-break:break-all; }
table { width:100%; border-collapse:collapse; font-size:13px; }
th, td { text-align:left; padding:6px 6px; border-bottom:1px solid var(--line); vertical-align:top; }
th { color:var(--muted); font-weight:500; font-size:12px; position:sticky; top:0; background:var(--card); }
td.mono, .mono { font-family:ui-monospace,Menlo,monospace; font-size:12px; word-break:break-all; }
td.nowrap { white-space:nowrap; word-break:normal; }
td .path { color:var(--muted); font-size:11px; }
.s2 { color:var(--ok); } .s4 { color:var(--warn); } .s5, .s0 { color:var(--bad); }
#journal-wrap { max-height:75vh; overflow:auto; }
#drift-wrap { max-height:40vh; overflow:auto; }
@media (max-width: 640px) {
  thead { display:none; }
  table, tbody, tr, td { display:block; width:100%; }
  tr { border-bottom:1px solid var(--line); padding:6px 0; }
  td { border:0; padding:1px 0; }
  td[data-label]::before { content:attr(data-label) ' '; color:var(--muted); font-family:inherit; }
}
.problems { margin:4px 0 0; padding-left:18px; color:var(--bad); font-size:12px; }
.file { border-top:1px solid var(--line); padding:6px 0; font-size:13px; }
.file.refused .name { color:var(--bad); font-weight:600; }
.faults-list { margin:4px 0; padding-left:18px; font-size:12px; font-family:ui-monospace,Menlo,monospace; }
.grid2 { display:grid; grid-template-columns:max-content 1fr; gap:6px 8px; align-items:center; font-size:13px; }
.grid2 select, .grid2 input { width:100%; }
.row.tight { margin:0; flex-wrap:nowrap; gap:4px; }
.row.tight select { width:auto; }
.row.tight input { flex:1; min-width:0; }
tr[data-seq] { cursor:pointer; } tr.open { background:#fffaf5; }
#journal-detail pre { white-space:pre-wrap; word-break:break-all; background:#f9fafb; border:1px solid var(--line);
  border-radius:6px; padding:6px; font-size:11px; max-height:30vh; overflow:auto; margin:4px 0 8px; }
.qr { display:flex; flex-direction:column; align-items:flex-start; gap:6px; margin:8px 0; }
.qr img { background:#fff; border:1px solid var(--line); }
.bad { color:#b91c1c; }
#journal-detail h4 { margin:8px 0 2px; font-size:12px; color:var(--muted); }
a.button { font-size:13px; border:1px solid var(--line); border-radius:8px; padding:4px 8px; color:var(--ink); text-decoration:none; background:#f3f4f6; }
#toast { position:fixed; left:50%; bottom:20px; transform:translateX(-50%); background:var(--ink); color:#fff;
  padding:8px 14px; border-radius:8px; font-size:13px; opacity:0; transition:opacity .2s; pointer-events:none; z-index:5; }
#toast.show { opacity:.95; }
`;

const BODY = `
<header>
  <h1>模拟器控制台 · Simulator control</h1>
  <div class="links"><a href="/__mock/docs" target="_blank" rel="noopener">接口文档 / API docs</a><a href="/__mock/openapi.json" target="_blank" rel="noopener">openapi.json</a><a href="/__mock/coverage" target="_blank" rel="noopener">覆盖地图 / Coverage map</a></div>
</header>
<main>
  <section class="card" id="admin-login-card" hidden>
    <h2>管理令牌 / Admin token</h2>
    <form class="row" id="admin-login-form">
      <input type="password" id="admin-token" autocomplete="current-password" placeholder="--admin-token" aria-label="admin token" data-testid="admin-token">
      <button class="primary" type="submit" data-testid="admin-login">登录 / Log in</button>
    </form>
  </section>
  <section class="card" id="session-card">
    <h2>会话 / Session <span class="sub">当前 / current: <b id="session-current" data-testid="session-current"></b></span></h2>
    <div class="row">
      <select id="session-select" aria-label="session" data-testid="session-select"></select>
    </div>
    <div class="row">
      <input type="text" id="session-new" placeholder="新会话 ID / new session id" aria-label="new session id" data-testid="session-new">
      <button id="session-use" class="primary" data-testid="session-use">使用 / Use</button>
      <button id="session-random">随机 / Random</button>
    </div>
    <div class="row">
      <span class="sub">身份 / persona: <b id="persona-current" data-testid="persona-current"></b></span>
      <button id="session-reset" class="danger" data-testid="session-reset">重置会话 / Reset</button>
    </div>
    <div class="row">
      <select id="persona-select" aria-label="persona"></select>
      <button id="login-go">登录为 / Log in as</button>
    </div>
    <div class="row mono" id="login-result"></div>
  </section>

  <section class="card" id="scenario-card">
    <h2>场景 / Scenarios <span class="sub" id="scenario-count"></span></h2>
    <div class="row"><span class="sub">已选 / active:</span><div class="chips" id="active-scenarios" data-testid="active-scenarios"></div></div>
    <div class="row"><input type="search" id="scenario-search" placeholder="搜索场景 / search scenarios" aria-label="search scenarios" data-testid="scenario-search"></div>
    <div id="scenario-list"></div>
  </section>

  <section class="card" id="fault-card">
    <h2>故障 / Faults <span class="sub">本会话，场景之后生效 / this session, after its scenarios</span></h2>
    <div class="grid2">
      <label for="fault-endpoint">接口 / endpoint</label><select id="fault-endpoint" data-testid="fault-endpoint"></select>
      <label for="fault-kind">故障 / fault</label><select id="fault-kind" data-testid="fault-kind"></select>
      <label for="fault-code">code</label><select id="fault-code" data-testid="fault-code"></select>
      <label for="fault-delay">延迟 / delay ms</label><input type="number" id="fault-delay" min="0" step="100" data-testid="fault-delay">
      <label for="fault-times">次数 / times</label><input type="number" id="fault-times" min="1" placeholder="∞" data-testid="fault-times">
      <label for="fault-when-field">当 / when</label><div class="row tight"><select id="fault-when-where" aria-label="when: where" data-testid="fault-when-where"><option value="body">body</option><option value="query">query</option><option value="headers">header</option></select><input id="fault-when-field" placeholder="phoneCipher" data-testid="fault-when-field"><span>=</span><input id="fault-when-value" placeholder="13800000000" aria-label="when: value" data-testid="fault-when-value"></div>
      <label for="fault-sequence">依次 / in turn</label><input id="fault-sequence" placeholder="50000000, 50000000, ok   (codes; ok = its own answer; the last repeats)" data-testid="fault-sequence">
    </div>
    <div class="row">
      <button class="primary" id="fault-add" data-testid="fault-add">添加 / Add</button>
      <button id="fault-clear" data-testid="fault-clear">清除 / Clear</button>
    </div>
    <ul class="faults-list" id="fault-list" data-testid="fault-list"></ul>
  </section>

  <section class="card" id="files-card">
    <h2>场景文件 / Scenario files <span class="sub mono" id="files-dir"></span></h2>
    <div id="files-list" data-testid="files-list"></div>
    <div class="row">
      <input type="text" id="save-id" placeholder="新场景 ID / new scenario id" aria-label="new scenario id" data-testid="save-id">
      <input type="text" id="save-title" placeholder="标题 / title" aria-label="title" data-testid="save-title">
      <select id="save-format" aria-label="format"><option value="yaml">YAML</option><option value="json">JSON</option></select>
      <button id="save-file" data-testid="save-file">保存为文件 / Save as file</button>
    </div>
    <div class="sub">保存本会话的场景与故障 / saves this session's scenarios and faults</div>
  </section>

  <section class="card" id="handover-card">
    <h2>交接 / Hand over</h2>
    <div class="row">
      <input type="text" id="phone-to" value="/index" aria-label="route to open" data-testid="phone-to">
      <button class="primary" id="phone-go" data-testid="phone-go">在手机上打开 / Open on a phone</button>
    </div>
    <div id="phone-link" class="qr" data-testid="phone-link" hidden></div>
    <div class="row">
      <button id="bundle-export" data-testid="bundle-export">导出会话包 / Export bundle</button>
      <label class="button">导入会话包 / Import bundle<input type="file" id="bundle-import" accept=".json,application/json" hidden data-testid="bundle-import"></label>
      <button id="journey-save" data-testid="journey-save">另存为测试 / Save as journey</button>
      <button id="record-save" data-testid="record-save">录制另存为场景 / Save as scenario (recorded)</button>
    </div>
    <div id="record-result" data-testid="record-result"></div>
  </section>

  <section class="card" id="clock-card">
    <h2>时钟 / Clock <span class="sub">偏移 / offset <span id="clock-offset"></span></span></h2>
    <div class="row"><b id="clock-now" data-testid="clock-now"></b></div>
    <div class="row">
      <button data-advance="3600000">+1 小时 / h</button>
      <button data-advance="86400000" data-testid="clock-plus-day">+1 天 / day</button>
      <button data-advance="604800000">+7 天 / days</button>
      <button data-advance="-86400000">−1 天 / day</button>
    </div>
    <div class="row">
      <input type="datetime-local" id="clock-input" aria-label="set time">
      <button id="clock-set">设置 / Set</button>
      <button id="clock-reset">真实时间 / Real time</button>
    </div>
  </section>

  <section class="card" id="drift-card" data-testid="drift-card" hidden>
    <h2>契约偏差 / Drift <span class="sub" id="drift-summary"></span></h2>
    <div class="sub mono" id="drift-proxied"></div>
    <div id="drift-wrap">
      <table>
        <thead><tr><th>接口 / endpoint</th><th>字段 / path</th><th>期望 / expected</th><th>实际 / got</th><th>次数 / count</th><th>最后 / last seen</th></tr></thead>
        <tbody id="drift-body" data-testid="drift-body"></tbody>
      </table>
    </div>
  </section>

  <section class="card" id="journal-card">
    <h2>请求日志 / Journal <span class="sub"><span id="journal-count"></span> · 每 2 秒刷新 / every 2 s
      <button id="journal-pause">暂停 / Pause</button>
      <a class="button" id="journal-har" data-testid="journal-har" download
        title="可回放：含凭据，仅限本人 / replayable: credentials included, for you only">HAR</a>
      <a class="button" id="journal-har-masked" data-testid="journal-har-masked" download
        title="脱敏：可分享，不可回放 / masked: to share, does not replay">HAR ***</a></span></h2>
    <div id="journal-detail" data-testid="journal-detail" hidden></div>
    <div id="journal-wrap">
      <table>
        <thead><tr><th>时间 / time</th><th>接口 / endpoint</th><th>状态 / status</th><th>code</th><th>场景 / scenario</th><th>备注 / note</th></tr></thead>
        <tbody id="journal-body" data-testid="journal-body"></tbody>
      </table>
    </div>
  </section>
</main>
<div id="toast" role="status" aria-live="polite"></div>
`;

/**
 * The page's HTML. `owner`: the viewer owns the simulator's sessions (guard.ts isOwner: it holds the admin
 * token, or calls from this machine), so its HAR button gives the copy that replays (`redact=false`: the
 * credentials as sent), beside the masked one to share; anyone else gets the masked one only.
 */
export function controlPageHtml({ owner }: { owner: boolean }): string {
  const body = owner ? BODY.replace('<main', '<main data-owner="true"') : BODY;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>模拟器控制台 · Wonder Parent simulator</title>
<style>${CSS}</style>
</head>
<body>${body}
<script src="${ADMIN_BASE_PATH}${CONTROL_PAGE_SCRIPT_PATH}"></script>
</body>
</html>`;
}
