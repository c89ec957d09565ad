import type { Meta, StoryObj } from '@storybook/react-vite';
import { PERSONAS } from '@wonder/fixtures';
import { greetingText } from '@wonder/web/src/app/shell/greeting';
import { NavBar } from '@wonder/web/src/app/shell/NavBar';
import { fmt, routeTitles, texts } from '@wonder/web/src/texts';
import { expect, fn, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** The top navbar (doc 2 §2): index on home, back, back + home, and title only. */
const meta = {
  title: 'shell/NavBar',
  component: NavBar,
  args: { fixed: false, onBack: fn(), onHome: fn(), onAvatar: fn(), onMessages: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Index: Story = {
  args: {
    type: 'index',
    greeting: greetingText({ hour: 10, isTourist: false, parentName: PERSONAS.official.parentName }),
    unread: 12,
  },
  play: async ({ args }) => {
    await expect(
      await screen.findByText(PERSONAS.official.parentName, { exact: false }, UNTIL_RENDERED),
    ).toBeVisible();
    screen.getByRole('button', { name: fmt(texts.shell.messagesUnread, { count: 12 }) }).click();
    await expect(args.onMessages).toHaveBeenCalled();
  },
};

export const Back: Story = {
  args: { type: 'back', title: routeTitles.settingUpInformation },
  play: async ({ args }) => {
    screen.getByRole('button', { name: texts.shell.back }).click();
    await expect(args.onBack).toHaveBeenCalled();
    await expect(screen.queryByRole('button', { name: texts.shell.home })).toBeNull();
  },
};

export const BackHome: Story = {
  args: { type: 'backHome', title: routeTitles.informationCenter },
  play: async ({ args }) => {
    screen.getByRole('button', { name: texts.shell.home }).click();
    await expect(args.onHome).toHaveBeenCalled();
  },
};

export const Title: Story = {
  args: { type: 'title', title: routeTitles.myTabClass },
  play: async () => {
    await expect(screen.getByRole('heading', { name: routeTitles.myTabClass })).toBeVisible();
    await expect(screen.queryByRole('button', { name: texts.shell.back })).toBeNull();
  },
};
