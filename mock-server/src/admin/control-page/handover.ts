/**
 * The control page's hand-over card and near misses (issue 42): "Open on a phone" (a link that puts a phone
 * into this session, logged in, on a route, and its QR code, drawn by the simulator), the session as a bundle
 * (download, import), "Save as journey" (a Playwright test and its bundle, downloaded), "Save as scenario" from
 * the session's recorded answers (misfits listed field by field), and, in a journal entry's detail, why it was
 * refused or which `when` nearly matched, with a button that adds the suggested override.
 */
import type { AdminClient, AdminReply } from '@wonder/contracts/admin/client';

type Fault = Parameters<AdminClient['setFaults']>[0]['faults'][number];

export interface PageKit {
  admin: () => AdminClient;
  $: <T extends HTMLElement = HTMLElement>(id: string) => T;
  el: (
    tag: string,
    attrs?: Record<string, string | undefined>,
    children?: (Node | null)[],
    onClick?: () => void,
  ) => HTMLElement;
  toast: (message: string) => void;
  toastError: (error: unknown) => void;
  /** The fault list changed (a near miss became an override). */
  faultsChanged: (described: readonly string[]) => void;
}

function download(name: string, text: string, type: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function showLink(kit: PageKit, r: AdminReply<'sessionLink'>): void {
  const box = kit.$('phone-link');
  box.hidden = false;
  box.textContent = '';
  const img = kit.el('img', {
    alt: `QR: ${r.url}`,
    'data-testid': 'phone-qr',
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(r.qrSvg)}`,
    width: '220',
    height: '220',
  });
  box.append(
    img,
    kit.el('a', {
      href: r.url,
      class: 'mono',
      'data-testid': 'phone-url',
      text: r.url,
      target: '_blank',
      rel: 'noreferrer',
    }),
    kit.el('div', {
      class: 'sub',
      text: `${r.granted ? '含本会话的临时授权 / carries a grant for this session · ' : ''}有效至 / until ${new Date(r.expiresAt).toLocaleTimeString()}`,
    }),
  );
}

export function wireHandover(kit: PageKit): void {
  kit.$('phone-go').addEventListener('click', async () => {
    try {
      const to = kit.$<HTMLInputElement>('phone-to').value.trim() || '/';
      showLink(kit, await kit.admin().sessionLink({ to }));
    } catch (error) {
      kit.toastError(error);
    }
  });
  kit.$('bundle-export').addEventListener('click', async () => {
    try {
      const bundle = await kit.admin().exportBundle();
      download(`${bundle.from}.bundle.json`, `${JSON.stringify(bundle, null, 2)}\n`, 'application/json');
    } catch (error) {
      kit.toastError(error);
    }
  });
  kit.$<HTMLInputElement>('bundle-import').addEventListener('change', async (event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    try {
      const s = await kit.admin().importBundle(JSON.parse(await file.text()));
      kit.toast(`已导入 / imported: ${s.scenarios.join(', ')}`);
    } catch (error) {
      kit.toastError(error);
    }
  });
  kit.$('journey-save').addEventListener('click', async () => {
    try {
      const r = await kit.admin().journey();
      download(r.file, r.spec, 'text/plain');
      download(
        r.file.replace(/\.spec\.ts$/, '.bundle.json'),
        `${JSON.stringify(r.bundle, null, 2)}\n`,
        'application/json',
      );
      kit.toast(`e2e/tests/${r.file} + recorded/${r.file.replace(/\.spec\.ts$/, '.bundle.json')}`);
    } catch (error) {
      kit.toastError(error);
    }
  });
  kit.$('record-save').addEventListener('click', async () => {
    const box = kit.$('record-result');
    box.textContent = '';
    try {
      const r = await kit.admin().scenarioFromJournal({
        id: kit.$<HTMLInputElement>('save-id').value.trim(),
        title: kit.$<HTMLInputElement>('save-title').value.trim() || 'Recorded',
      });
      box.append(
        kit.el('div', { text: r.file ? `已保存 / saved ${r.file}` : '未保存 / not saved' }),
        ...r.misfits.map((m) =>
          kit.el('div', {
            class: 'mono bad',
            text: `${m.endpoint} ${m.field}: ${m.expected} — got ${m.got}`,
          }),
        ),
        ...r.leftOut.map((l) => kit.el('div', { class: 'sub', text: `${l.endpoint}: ${l.reason}` })),
        ...r.notWritten.map((n) => kit.el('div', { class: 'sub', text: `${n.what}: ${n.reason}` })),
      );
    } catch (error) {
      kit.toastError(error);
    }
  });
}

/** Below an entry's detail: why it missed, and a button that makes the suggested override. */
export async function showNearMiss(kit: PageKit, box: HTMLElement, seq: number): Promise<void> {
  const r = await kit.admin().nearMiss({ seq });
  if (r.refused.length === 0 && r.nearOverrides.length === 0) return;
  const part = kit.el('div', { 'data-testid': 'near-miss' }, [
    kit.el('h4', { text: '为何未命中 / near misses' }),
  ]);
  for (const f of r.refused)
    part.appendChild(
      kit.el('div', { class: 'mono', text: `${f.field}: expected ${f.expected}, got ${f.got}` }),
    );
  for (const n of r.nearOverrides) {
    part.appendChild(kit.el('div', { class: 'sub', text: `${n.source}: ${n.described}` }));
    for (const f of n.mismatches)
      part.appendChild(
        kit.el('div', { class: 'mono', text: `  ${f.field}: wanted ${f.expected}, got ${f.got}` }),
      );
  }
  const fault = r.suggestedFault;
  if (fault !== null)
    part.appendChild(
      kit.el(
        'button',
        { 'data-testid': 'near-miss-override', text: '变为覆盖 / Make it an override' },
        [],
        async () => {
          try {
            const done = await kit.admin().setFaults({ faults: [fault as Fault], append: true });
            kit.faultsChanged(done.described);
            kit.toast('已添加覆盖 / override added');
          } catch (error) {
            kit.toastError(error);
          }
        },
      ),
    );
  box.appendChild(part);
}
