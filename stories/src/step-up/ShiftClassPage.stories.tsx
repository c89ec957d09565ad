import type { Meta, StoryObj } from '@storybook/react-vite';
import { successData } from '@wonder/fixtures';
import { ShiftClassPage, shiftClassTexts, stepUpCommon } from '@wonder/web/src/features/step-up';
import type { Href } from '@wonder/web/src/lib/routes';
import { routeTitles, texts } from '@wonder/web/src/texts';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { popupsSettled, UNTIL_RENDERED } from '../play';

/**
 * /furtherShiftClassCenter/furtherShiftClass (doc 3 §2, §4): the class choice behind the shift centre's entry
 * routing, for a type 2 / status 1 student with recommended classes. Tabs, the all list 5 per page, the
 * chooser, the confirm dialog, a teacher's intro video, the note; the navbar only inside the app.
 */
const meta = {
  title: 'step-up/ShiftClassPage',
  component: ShiftClassPage,
  parameters: {
    route: '/furtherShiftClassCenter/furtherShiftClass' satisfies Href,
    persona: 'step-up-t2-s1',
  },
} satisfies Meta<typeof ShiftClassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => document.querySelectorAll('.wp-su-class');
const chooseButtons = () => screen.findAllByRole('button', { name: shiftClassTexts.choose }, UNTIL_RENDERED);

/** The recommended tab: cards with the cycle joined by +, the first live lesson, the teachers. */
export const Recommended: Story = {
  play: async () => {
    await expect((await chooseButtons()).length).toBeGreaterThan(0);
    await expect(screen.getByRole('tab', { name: shiftClassTexts.recommendTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards()[0]).toHaveTextContent(/周. \d{2}:\d{2} \+ 周. \d{2}:\d{2}/);
    await expect(screen.getByRole('button', { name: shiftClassTexts.submitTimesInstead })).toBeVisible();
    await expect(screen.getByRole('button', { name: shiftClassTexts.contactHeadTeacher })).toBeVisible();
    // Outside the app the top navbar is hidden here (doc 3 §2).
    await expect(screen.queryByRole('button', { name: texts.shell.back })).toBeNull();
  },
};

/** The all list answered page by page, as the host does: 12 classes, 5 per page. */
const ALL = successData('ems.stepUpClassResourceList', 'step-up-t2-s1') as { all: unknown[] };
const paged = (body: { page?: number; pageSize?: number } | null) => {
  const page = body?.page ?? 1;
  const size = body?.pageSize ?? ALL.all.length;
  return { ...ALL, all: ALL.all.slice((page - 1) * size, page * size) };
};

/** The all tab: 5 classes, "view more classes" appends the next 5. */
export const AllClasses: Story = {
  parameters: { api: { data: { 'ems.stepUpClassResourceList': paged } } },
  play: async () => {
    await chooseButtons();
    await userEvent.click(screen.getByRole('tab', { name: shiftClassTexts.allTab }));
    await waitFor(() => expect(cards()).toHaveLength(5), UNTIL_RENDERED);
    await userEvent.click(screen.getByRole('button', { name: shiftClassTexts.viewMore }));
    await waitFor(() => expect(cards()).toHaveLength(10), UNTIL_RENDERED);
  },
};

/** The all tab's chooser: a start, then only the ends it allows (doc 3 §4). */
export const AllClassesChooser: Story = {
  play: async () => {
    await chooseButtons();
    await userEvent.click(screen.getByRole('tab', { name: shiftClassTexts.allTab }));
    await userEvent.click(
      await screen.findByRole('button', { name: shiftClassTexts.filter }, UNTIL_RENDERED),
    );
    await expect(
      await screen.findByText(
        `${shiftClassTexts.filterStart} / ${shiftClassTexts.filterEnd}`,
        undefined,
        UNTIL_RENDERED,
      ),
    ).toBeVisible();
  },
};

/** The all tab with nothing to offer. */
export const AllClassesEmpty: Story = {
  parameters: {
    api: {
      data: {
        'ems.stepUpClassResourceList': {
          ...(successData('ems.stepUpClassResourceList', 'step-up-t2-s1') as object),
          all: [],
        },
      },
    },
  },
  play: async () => {
    await chooseButtons();
    await userEvent.click(screen.getByRole('tab', { name: shiftClassTexts.allTab }));
    await expect(await screen.findByText(shiftClassTexts.empty, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** A card chosen: 'Please confirm whether to join this class'. */
export const ConfirmJoin: Story = {
  play: async () => {
    await userEvent.click((await chooseButtons())[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: shiftClassTexts.confirmJoin }, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(shiftClassTexts.confirmJoin);
    // The dialog fades in: its buttons are visible only once it has settled (a loaded CI machine is slow).
    await popupsSettled();
    await expect(within(dialog).getByRole('button', { name: shiftClassTexts.join })).toBeVisible();
  },
};

/** A teacher tapped: the intro video. */
export const TeacherVideo: Story = {
  play: async () => {
    await chooseButtons();
    await userEvent.click(document.querySelector('.wp-su-teacher') as HTMLElement);
    await waitFor(
      () => expect(document.querySelector('video.wp-su-video__player')).toHaveAttribute('src'),
      UNTIL_RENDERED,
    );
    await popupsSettled();
  },
};

/** Inside the app the class choice has the navbar. */
export const InApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await chooseButtons();
    await expect(
      screen.getByRole('heading', { name: routeTitles.furtherShiftClassCenterFurtherShiftClass }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: texts.shell.back })).toBeVisible();
  },
};

/** The shift centre is still deciding (the recommended list is on its way): the skeleton. */
export const Loading: Story = {
  parameters: { api: { hold: ['ems.stepUpResourcesList'] } },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: stepUpCommon.loading }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};
