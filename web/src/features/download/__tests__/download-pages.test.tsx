import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_URLS } from '../../../domain/external-config';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { type RecordedCall, renderScreen, scriptedClient } from '../../../test/support';
import { texts } from '../../../texts';
import { CommonGuidePage } from '../containers/CommonGuidePage';
import { DownloadAppPage, DownloadAppPcPage } from '../index';
import type { OpenAppDeps } from '../rules/open-app';
import { guideTexts, landingTexts, pcTexts, variantCopy, wechatGuideTexts } from '../texts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const UA = {
  android: ANDROID,
  wechat: `${ANDROID} MicroMessenger/8.0.49`,
  miniProgram: `${ANDROID} MicroMessenger/8.0.49 miniProgram`,
  pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  androidApp: `${ANDROID} WonderParent/2.5.0 (Android)`,
};

function inEnvironment(userAgent: string) {
  setEnvironment(detectEnvironment({ userAgent }));
}

// A phone browser unless a test says otherwise.
beforeEach(() => inEnvironment(UA.android));
afterEach(() => {
  vi.useRealTimers();
});

function tracking() {
  return scriptedClient({ 'tracking.writeKafka': () => null });
}

const sentRecords = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.id === 'tracking.writeKafka')
    // One record, or a batch of them (lib/first-load/tracking-queue.ts).
    .flatMap((c) => [c.options.body as TrackedRecord | TrackedRecord[]].flat());

type TrackedRecord = { event_name: string; entrance: number; paras: Record<string, unknown> };

/** The page's way out, recorded instead of leaving the test page. */
function fakeOpen() {
  const assigned: string[] = [];
  const deps = (): OpenAppDeps => ({
    assign: (url) => assigned.push(url),
    document,
    window,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  return { assigned, deps };
}

describe('/downloadApp', () => {
  it('shows the variant of its type and records the visit with its enter', async () => {
    const { client, calls } = tracking();
    renderScreen(<DownloadAppPage />, '/downloadApp?type=5&enter=321', { api: client });
    expect(screen.getByRole('heading', { level: 1, name: variantCopy.further.headline })).toBeInTheDocument();
    await vi.waitFor(() => expect(sentRecords(calls)).toHaveLength(1), { timeout: 5_000 });
    expect(sentRecords(calls)[0]).toMatchObject({
      event_name: 'download_app_view',
      entrance: 321,
      paras: { download_type: 5, android_channel: '0' },
    });
  });

  it('in a phone browser the button tries the app, then the market of the channel after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = fakeOpen();
    const { client } = tracking();
    renderScreen(<DownloadAppPage openAppDeps={open.deps} />, '/downloadApp?enter=19&channel=8', {
      api: client,
    });
    fireEvent.click(screen.getByRole('button', { name: landingTexts.open }));
    expect(open.assigned).toEqual(['wonderparent://open?type=1&enter=19&channel=8']);
    expect(screen.getByRole('button', { name: landingTexts.opening })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(open.assigned).toEqual(['wonderparent://open?type=1&enter=19&channel=8', MARKET_URLS[8]]);
    expect(screen.getByRole('button', { name: landingTexts.open })).toBeInTheDocument();
  });

  it('in the WeChat browser the overlay shows first; closed, the button brings it back', () => {
    inEnvironment(UA.wechat);
    const open = fakeOpen();
    renderScreen(<DownloadAppPage openAppDeps={open.deps} />, '/downloadApp?type=3', {
      api: tracking().client,
    });
    const overlay = screen.getByRole('dialog', { name: wechatGuideTexts.label });
    fireEvent.click(screen.getByRole('button', { name: wechatGuideTexts.close }));
    expect(overlay.isConnected).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: landingTexts.open }));
    expect(screen.getByRole('dialog', { name: wechatGuideTexts.label })).toBeInTheDocument();
    expect(open.assigned).toEqual([]);
  });

  it('on a PC the button pushes /downloadAppPc with the visit', () => {
    inEnvironment(UA.pc);
    renderScreen(<DownloadAppPage />, '/downloadApp?type=2&enter=61', { api: tracking().client });
    fireEvent.click(screen.getByRole('button', { name: landingTexts.pcButton }));
    expect(screen.getByTestId('location').textContent).toBe('/downloadAppPc?type=2&enter=61');
  });

  it('inside the mini-program a teacher visit is replaced by the teacher-card guide (and not tracked)', () => {
    inEnvironment(UA.miniProgram);
    const { client, calls } = tracking();
    renderScreen(<DownloadAppPage />, '/downloadApp?type=4&enter=0', { api: client });
    expect(screen.getByTestId('location').textContent).toBe('/commonGuide?code=little_teacher_card_mini');
    expect(sentRecords(calls)).toEqual([]);
  });

  it('inside the mini-program other variants explain where to get the app', () => {
    inEnvironment(UA.miniProgram);
    renderScreen(<DownloadAppPage />, '/downloadApp?type=1', { api: tracking().client });
    fireEvent.click(screen.getByRole('button', { name: landingTexts.miniProgramButton }));
    expect(screen.getByRole('status').textContent).toBe(landingTexts.miniProgramHint);
  });

  it("inside the app the button goes to the variant's page", () => {
    inEnvironment(UA.androidApp);
    renderScreen(<DownloadAppPage />, '/downloadApp?type=3', { api: tracking().client });
    fireEvent.click(screen.getByRole('button', { name: landingTexts.inAppButton }));
    expect(screen.getByTestId('location').textContent).toBe('/myClassHour');
  });
});

describe('/downloadAppPc', () => {
  it('draws the QR code of the landing page of the same visit, with the store links', async () => {
    renderScreen(<DownloadAppPcPage />, '/downloadAppPc?type=2&enter=61&channel=2');
    const qr = await screen.findByRole('img', { name: pcTexts.qrLabel });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(
      screen.getByText(`${window.location.origin}/downloadApp?type=2&enter=61&channel=2`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pcTexts.android }).getAttribute('href')).toBe(MARKET_URLS[2]);
    expect(screen.getByRole('link', { name: pcTexts.appStore }).getAttribute('href')).toBe(MARKET_URLS[101]);
  });

  it('a failed QR code says so and can be drawn again', async () => {
    const encode = vi
      .fn<(text: string) => Promise<boolean[][]>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue([[true]]);
    renderScreen(<DownloadAppPcPage encode={encode} />, '/downloadAppPc');
    expect((await screen.findByRole('alert')).textContent).toContain(texts.web.qrCodeFailed);
    fireEvent.click(screen.getByRole('button', { name: pcTexts.retry }));
    expect(await screen.findByRole('img', { name: pcTexts.qrLabel })).toBeInTheDocument();
  });
});

describe('/commonGuide', () => {
  it('shows the guide of its code', () => {
    renderScreen(<CommonGuidePage />, '/commonGuide?code=little_teacher_card_mini');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(guideTexts.teacherCardTitle);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('an unknown code gets the not-found state with a way home', () => {
    renderScreen(<CommonGuidePage />, '/commonGuide?code=whatever');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(guideTexts.unknownTitle);
    fireEvent.click(screen.getByRole('button', { name: guideTexts.home }));
    expect(screen.getByTestId('location').textContent).toBe('/index');
  });
});
