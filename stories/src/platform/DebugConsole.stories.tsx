import type { Meta, StoryObj } from '@storybook/react-vite';
import { DebugConsole } from '@wonder/web/src/platform/debug/DebugConsole';
import { debugTexts } from '@wonder/web/src/platform/debug/texts';
import { DEFAULT_SHELL_SETTINGS } from '@wonder/web/src/platform/simulated-shell';
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
