import type { Meta, StoryObj } from '@storybook/react-vite';
import { DebugConsole, type DebugPhoneLink } from '@wonder/web/src/platform/debug/DebugConsole';
import { debugTexts } from '@wonder/web/src/platform/debug/texts';
import { DEFAULT_SHELL_SETTINGS } from '@wonder/web/src/platform/simulated-shell';
import QRCode from 'qrcode';
import { expect, fn, screen, within } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/**
 * The debug console (dev, test and pre builds): environment, simulated shell, storage and the simulator
 * scenarios of this browser's session. Scenario ids are the simulator catalogue's (mock-server
 * src/scenarios/catalogue); the console itself lists whatever /__mock/scenarios answers.
 */
const meta = {
  title: 'platform/DebugConsole',
  component: DebugConsole,
  args: {
    visible: true,
    info: [
      { label: debugTexts.environment, value: 'web' },
      { label: debugTexts.mode, value: 'pre' },
      { label: debugTexts.webVersion, value: '1.30.84' },
      { label: debugTexts.appVersion, value: '-' },
      { label: debugTexts.studentStatus, value: 'OFFICIAL_STUDENT' },
    ],
    scenarios: {
      status: 'ready',
      sessionId: 'qa-anna',
      current: ['default'],
      items: [
        { id: 'default', title: 'Official student, everything succeeds', group: 'identity' },
        { id: 'tourist', title: 'Tourist (not logged in)', group: 'identity' },
        {
          id: 'sms-captcha-required',
          title: 'SMS send requires the slider captcha (4011)',
          description: 'The SMS login send answers 4011 until it carries a solved captcha verification.',
          group: 'login',
        },
        { id: 'device-limit-100088', title: 'Too many devices (100088)', group: 'login' },
        { id: 'token-expired-1000010', title: 'Login expired: code 1000010', group: 'session' },
      ],
    },
    shell: DEFAULT_SHELL_SETTINGS,
    onSwitchScenario: fn(),
    onResetSession: fn(),
    onShellChange: fn(),
    onApplyShell: fn(),
    onClearStorage: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DebugConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const heading = await screen.findByRole('heading', { name: debugTexts.title }, UNTIL_RENDERED);
    await expect(heading).toBeVisible();
    const tourist = await screen.findByText('tourist', undefined, UNTIL_RENDERED);
    tourist.click();
    await expect(args.onSwitchScenario).toHaveBeenCalledWith('tourist');
  },
};

export const ScenariosLoading: Story = {
  args: { scenarios: { status: 'loading', sessionId: 'qa-anna', current: [], items: [] } },
  play: async () => {
    await screen.findByRole('heading', { name: debugTexts.title }, UNTIL_RENDERED);
    await expect(screen.queryByText('tourist')).toBeNull();
  },
};

export const ScenariosFailed: Story = {
  args: {
    scenarios: {
      status: 'error',
      sessionId: 'qa-anna',
      current: [],
      items: [],
      error: 'GET /__mock/scenarios: 502',
    },
  },
  play: async () => {
    const heading = await screen.findByRole('heading', { name: debugTexts.title }, UNTIL_RENDERED);
    const sheet = heading.closest('.wp-debug') as HTMLElement;
    await expect(within(sheet).getByText(debugTexts.scenarioLoadFailed)).toBeVisible();
  },
};

/**
 * "在手机上打开" (open on a phone) once the simulator made the link: its QR code (drawn as the simulator draws it,
 * mock-server/src/admin/links.ts: the qrcode library's SVG, margin 2, level M), the link, how long it is good
 * for. The story's frozen clock is 08:00; the link is good for 15 minutes.
 */
const phoneLink = async (url: string, granted: boolean): Promise<DebugPhoneLink> => ({
  status: 'ready',
  url,
  qrSvg: await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
  expiresAt: '2026-09-01T00:15:00.000Z',
  granted,
});

/** Shows the phone section of the open console (it is below the fold of the sheet). */
async function phoneSection() {
  const heading = await screen.findByText(debugTexts.sectionPhone, undefined, UNTIL_RENDERED);
  const qr = await screen.findByRole('img', { name: debugTexts.phoneLinkQr }, UNTIL_RENDERED);
  await (qr as HTMLImageElement).decode();
  // Centred on its QR code: the section's heading then shows below the sheet's sticky title.
  qr.scrollIntoView({ block: 'center' });
  await expect(heading).toBeVisible();
  return qr;
}

/** On the LAN (`--host 0.0.0.0 --admin-token …`): the link carries a grant for this one session. */
export const PhoneLink: Story = {
  loaders: [
    async () => ({
      link: await phoneLink('http://192.168.1.23:4010/__mock/open?id=l-3f9c2a7b1d4e6f80', true),
    }),
  ],
  render: (args, { loaded }) => <DebugConsole {...args} phoneLink={loaded.link as DebugPhoneLink} />,
  args: { onOpenOnPhone: fn() },
  play: async ({ args }) => {
    await phoneSection();
    await expect(
      screen.getByText('http://192.168.1.23:4010/__mock/open?id=l-3f9c2a7b1d4e6f80'),
    ).toBeVisible();
    await expect(screen.getByText(/有效至 08:15:00 · 含本会话的临时授权/)).toBeVisible();
    await expect(screen.queryByText(debugTexts.phoneLinkLoopback)).toBeNull();
    screen.getByRole('button', { name: debugTexts.phoneLinkRemake }).click();
    await expect(args.onOpenOnPhone).toHaveBeenCalled();
  },
};

/** The simulator listens on 127.0.0.1 only: the link names this machine, which a phone cannot open. Said so. */
export const PhoneLinkThisMachineOnly: Story = {
  loaders: [
    async () => ({ link: await phoneLink('http://127.0.0.1:4010/__mock/open?id=l-3f9c2a7b1d4e6f80', false) }),
  ],
  render: (args, { loaded }) => <DebugConsole {...args} phoneLink={loaded.link as DebugPhoneLink} />,
  play: async () => {
    await phoneSection();
    await expect(screen.getByText(debugTexts.phoneLinkLoopback)).toBeVisible();
  },
};
