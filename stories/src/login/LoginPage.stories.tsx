import type { Meta, StoryObj } from '@storybook/react-vite';
import { CODE_LOGIN_MESSAGE_TEXT } from '@wonder/fixtures';
import { loginTexts } from '@wonder/web/src/features/login';
import type { Href } from '@wonder/web/src/lib/routes';
import { ServicesProvider } from '@wonder/web/src/lib/services';
import { antdFeedback, type Feedback } from '@wonder/web/src/lib/ui';
import { texts } from '@wonder/web/src/texts';
import { expect, screen, userEvent } from 'storybook/test';
import { type AppScreens, appScreensMeta, LOCATION_TEST_ID } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * /login as a visitor reaches it from elsewhere in the app, the app's own screens on the fixtures client
 * (`appScreensMeta`): the route the story starts on decides why the visitor is here.
 */
const meta = {
  title: 'login/LoginPage',
  ...appScreensMeta,
  parameters: { persona: 'tourist' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The app's toasts last 2 s: one that came and went before the capture, or half-way through its fade on a
 * loaded machine, would make the picture flaky. Held (duration 0: until the next story clears it), the
 * capture always shows the word the parent reads.
 */
const heldToasts: Feedback = { toast: (options) => antdFeedback.toast({ ...options, duration: 0 }) };

/**
 * A visitor without a token opens home and the tab config fails (doc 2 §2: logged out, sent to /login): the
 * login screen, with the word of why (`tabsFailedLogin`, chosen: the spec gives the move, not the word).
 */
export const TabConfigFailed: Story = {
  parameters: { route: '/index' satisfies Href, api: { fail: { 'app.getTabConfig': 'network' } } },
  decorators: [
    (Story) => (
      <ServicesProvider value={{ feedback: heldToasts }}>
        <Story />
      </ServicesProvider>
    ),
  ],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: loginTexts.welcome }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/login');
    await expect(
      await screen.findByText(texts.shell.tabsFailedLogin, undefined, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/**
 * A page sent the parent to the code login with a word of its own (`/login?messageText=…`, chosen: doc 1 §3
 * makes messageText an optional field of the code login, §8 "Code-login code 1000012: shows messageText if
 * supplied, otherwise the server message"). The login answers 1000012: the toast is the text the login sent,
 * never the server's message. The simulator's scenario `code-login-1000012-message-text` and its Pact
 * interaction are the same state.
 */
export const CodeLogin1000012MessageText: Story = {
  parameters: {
    route: `/login?messageText=${encodeURIComponent(CODE_LOGIN_MESSAGE_TEXT)}` as Href,
    api: { fail: { 'member.verificationLogin': { code: 1000012, message: '该手机号暂不支持验证码登录' } } },
  },
  decorators: [
    (Story) => (
      <ServicesProvider value={{ feedback: heldToasts }}>
        <Story />
      </ServicesProvider>
    ),
  ],
  play: async () => {
    // The send's countdown would tick on between the visual check's two captures (the runner freezes the
    // story's clock, not its timers): the interval this play starts is held, so the picture shows 60s.
    const setInterval = window.setInterval;
    window.setInterval = (() => 0) as unknown as typeof window.setInterval;
    try {
      const phone = await screen.findByRole('textbox', { name: loginTexts.phonePlaceholder }, UNTIL_RENDERED);
      await userEvent.type(phone, '13800138000');
      await userEvent.click(screen.getByRole('button', { name: loginTexts.sendCode }));
      await screen.findByText(loginTexts.sendSuccess, undefined, UNTIL_RENDERED);
    } finally {
      window.setInterval = setInterval;
    }
    await userEvent.type(screen.getByRole('textbox', { name: loginTexts.codePlaceholder }), '123456');
    await userEvent.click(screen.getByRole('button', { name: loginTexts.submit }));
    await expect(await screen.findByText(CODE_LOGIN_MESSAGE_TEXT, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(screen.queryByText('该手机号暂不支持验证码登录')).toBeNull();
  },
};
