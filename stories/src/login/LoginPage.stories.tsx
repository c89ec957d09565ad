import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginTexts } from '@wonder/web/src/features/login';
import type { Href } from '@wonder/web/src/lib/routes';
import { ServicesProvider } from '@wonder/web/src/lib/services';
import { antdFeedback, type Feedback } from '@wonder/web/src/lib/ui';
import { texts } from '@wonder/web/src/texts';
import { expect, screen } from 'storybook/test';
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
