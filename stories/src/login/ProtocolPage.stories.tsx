import type { Meta, StoryObj } from '@storybook/react-vite';
import { protocolDocument } from '@wonder/fixtures';
import { protocolTexts } from '@wonder/web/src/features/login';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * The agreement documents the login form links (doc 1 §2 /protocol, /userAgreement, /userPrivacy,
 * /userChildrenPrivacy): what the backend serves (app.getProtocol, chosen), sanitised. The fixtures' text
 * says it is sample text.
 */
const meta = {
  title: 'login/ProtocolPage',
  ...appScreensMeta,
  parameters: { route: '/userPrivacy' satisfies Href, persona: 'tourist' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const privacy = protocolDocument('userPrivacy');

/** 《隐私政策》 from the login form: the served document. */
export const UserPrivacy: Story = {
  parameters: { api: { data: { 'app.getProtocol': privacy } } },
  play: async () => {
    await screen.findByRole('article', { name: privacy.title }, UNTIL_RENDERED);
    await expect(screen.getByText(/示例文本/)).toBeVisible();
  },
};

/** /protocol with a `type`, rendered without the app initialisation. */
export const ChildrenPrivacyByType: Story = {
  parameters: {
    route: '/protocol?type=userChildrenPrivacy' satisfies Href,
    api: { data: { 'app.getProtocol': protocolDocument('userChildrenPrivacy') } },
  },
  play: async () => {
    await screen.findByRole('article', { name: '儿童隐私保护政策' }, UNTIL_RENDERED);
  },
};

/**
 * Served markup with a script, an onerror handler and a javascript: link: the text shows, nothing runs. The
 * image is an empty data URL: it fails to decode (its handler would fire) without a request that fails.
 */
export const UnsafeMarkupSanitised: Story = {
  parameters: {
    api: {
      data: {
        'app.getProtocol': {
          ...privacy,
          content:
            '<h2>一、范围</h2><p>协议正文</p><script>window.__storyScript = 1</script>' +
            '<img src="data:," alt="" onerror="window.__storyScript = 2"><a href="javascript:window.__storyScript = 3">点击查看</a>',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screen.findByText('协议正文', undefined, UNTIL_RENDERED);
    await expect(canvasElement.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
    await expect((window as Window & { __storyScript?: number }).__storyScript).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: { api: { hold: ['app.getProtocol'] } },
  play: async () => {
    await screen.findByRole('status', { name: protocolTexts.loading }, UNTIL_RENDERED);
  },
};

export const Failed: Story = {
  parameters: { api: { fail: { 'app.getProtocol': 'network' } } },
  play: async () => {
    await screen.findByRole('button', { name: protocolTexts.reload }, UNTIL_RENDERED);
  },
};
