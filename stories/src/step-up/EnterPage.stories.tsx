import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnterPage, enterTexts } from '@wonder/web/src/features/step-up';
import type { Href } from '@wonder/web/src/lib/routes';
import { routeTitles, texts } from '@wonder/web/src/texts';
import { expect, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** /furtherEducationEnter (doc 3 §2): the intro, its button → /furtherEducation. */
const meta = {
  title: 'step-up/EnterPage',
  component: EnterPage,
  parameters: { route: '/furtherEducationEnter' satisfies Href, persona: 'step-up-t2-s1' },
} satisfies Meta<typeof EnterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a browser: the navbar with the page title, the intro and its button. */
export const Intro: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: routeTitles.furtherEducationEnter }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByRole('heading', { name: enterTexts.title })).toBeVisible();
    await expect(screen.getByRole('button', { name: enterTexts.start })).toBeVisible();
  },
};

/** Inside the app the shell draws its own title bar: no navbar. */
export const InApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: enterTexts.title }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: texts.shell.back })).toBeNull();
  },
};
