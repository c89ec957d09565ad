import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CaptchaChallenge, ScenarioId } from '@wonder/contracts';
import { captchaTexts, loginTexts, SliderCaptcha } from '@wonder/web/src/features/login';
import { expect, fn, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';
import { PUZZLE_HOLE, storyChallenge } from './puzzle';

/** Handle offset (display px) that puts the piece on the hole in a 390-wide phone (image 294 px wide). */
const ON_THE_HOLE = Math.round((PUZZLE_HOLE.x * (390 - 96)) / 700);

/**
 * The slider captcha (doc 1 §2, §4, §5, §9), rendered open in each of its states. `initial` puts the box
 * straight into a phase; the timers that follow a real drop (success close, failure refresh) only run
 * after a drop, so each story holds its state.
 */
const meta = {
  title: 'login/SliderCaptcha',
  component: SliderCaptcha,
  args: {
    visible: true,
    challenge: null,
    onRequestChallenge: fn(),
    onCheck: fn(async () => true),
    onSuccess: fn(),
    onError: fn(),
    onClose: fn(),
  },
  // The puzzle is drawn on a canvas in the browser (loaders run there); parameters.puzzle hands it over.
  parameters: { puzzle: true },
  loaders: [async () => ({ challenge: storyChallenge() })],
  render: (args, { loaded, parameters }) => (
    <SliderCaptcha {...args} challenge={parameters.puzzle ? (loaded.challenge as CaptchaChallenge) : null} />
  ),
} satisfies Meta<typeof SliderCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectState = async (state: string) => {
  const box = await screen.findByRole('dialog', { name: captchaTexts.title }, UNTIL_RENDERED);
  await expect(box).toHaveAttribute('data-state', state);
  return box;
};

/** A puzzle is being fetched. */
export const Loading: Story = {
  args: { loading: true },
  parameters: { puzzle: false, state: 'captcha-images-expired-6201' satisfies ScenarioId },
  play: async () => {
    await expectState('loading');
  },
};

/** What the SMS send's 4011 opens (doc 1 §4 "the slider is shown and the send is retried"). */
export const Idle: Story = {
  parameters: { state: 'sms-captcha-required' satisfies ScenarioId },
  play: async () => {
    const box = await expectState('idle');
    await expect(box).toHaveTextContent(captchaTexts.instruction);
  },
};

export const Dragging: Story = {
  args: { initial: { phase: 'dragging', offset: 96 } },
  play: async () => {
    await expectState('dragging');
  },
};

/** Dropped on the hole; the check call is running. */
export const Checking: Story = {
  args: { initial: { phase: 'checking', offset: ON_THE_HOLE } },
  play: async () => {
    await expectState('checking');
    await expect(screen.getByRole('button', { name: captchaTexts.refresh })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { initial: { phase: 'success', offset: ON_THE_HOLE } },
  play: async () => {
    const box = await expectState('success');
    await expect(box).toHaveTextContent(captchaTexts.success);
    await expect(screen.queryByRole('button', { name: captchaTexts.refresh })).toBeNull();
  },
};

export const Failure: Story = {
  args: { initial: { phase: 'failure', offset: 96 } },
  parameters: { state: 'captcha-check-fails' satisfies ScenarioId },
  play: async () => {
    const box = await expectState('failure');
    await expect(box).toHaveTextContent(captchaTexts.failure);
  },
};

/** Captcha get answered 6201: the images are cleared and the message shows in their place. */
export const ImagesExpired: Story = {
  args: { expiredMessage: '' },
  parameters: { puzzle: false },
  play: async () => {
    const box = await expectState('images-expired');
    await expect(box).toHaveTextContent(loginTexts.captchaImagesExpired);
  },
};
