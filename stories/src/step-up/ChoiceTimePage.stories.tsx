import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodePlanTime, type TimeColumnResponse } from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import {
  ChoiceTimePage,
  choiceTimeTexts,
  stepUpCommon,
  TimeRangePicker,
} from '@wonder/web/src/features/step-up';
import type { Href } from '@wonder/web/src/lib/routes';
import { fmt } from '@wonder/web/src/texts';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { popupsSettled, toastShown, UNTIL_RENDERED } from '../play';

/**
 * /furtherShiftClassCenter/furtherChoiceTime (doc 3 §2, §5): intended times for a type 2 / status 1 student
 * without recommended classes. Rows (at most 5), the four-column picker, the validation toasts, the
 * confirm dialog.
 */
const meta = {
  title: 'step-up/ChoiceTimePage',
  component: ChoiceTimePage,
  parameters: {
    route: '/furtherShiftClassCenter/furtherChoiceTime' satisfies Href,
    persona: 'step-up-t2-s1-no-recommend',
  },
} satisfies Meta<typeof ChoiceTimePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PERSONA = 'step-up-t2-s1-no-recommend';
const COLUMNS = successData('ems.stepUpGetSelectTime', PERSONA) as TimeColumnResponse;

const firstRow = () => screen.findByRole('button', { name: /^意向时间1：/ }, UNTIL_RENDERED);
const submit = () => userEvent.click(screen.getByRole('button', { name: choiceTimeTexts.submit }));
const pickerConfirm = async () => {
  await popupsSettled();
  const sheet = document.querySelector('.wp-su-picker') as HTMLElement;
  await userEvent.click(within(sheet).getByText(stepUpCommon.confirm));
};

/** One row, nothing chosen yet: 'please choose preferred time'. */
export const EmptyRow: Story = {
  play: async () => {
    await expect(await firstRow()).toHaveTextContent(choiceTimeTexts.rowEmpty);
    await expect(screen.getByRole('button', { name: choiceTimeTexts.add })).toBeVisible();
  },
};

/** A submitted plan comes back as the rows to edit. */
export const Prefilled: Story = {
  parameters: {
    api: {
      data: {
        'ems.stepUpInfo': {
          ...(successData('ems.stepUpInfo', PERSONA) as object),
          planTime: encodePlanTime([
            [
              { w: 1, h: 18, m: 30 },
              { w: 3, h: 19, m: 0 },
            ],
            [
              { w: 6, h: 9, m: 0 },
              { w: 7, h: 10, m: 30 },
            ],
          ]),
        },
      },
    },
  },
  play: async () => {
    await expect(await firstRow()).toHaveTextContent('周一 18:30 至 周三 19:00');
    await expect(screen.getByRole('button', { name: /^意向时间2：/ })).toHaveTextContent(
      '周六 09:00 至 周日 10:30',
    );
  },
};

/** Five rows: the add button is gone. */
export const FiveRows: Story = {
  play: async () => {
    await firstRow();
    for (let i = 0; i < 4; i++)
      await userEvent.click(screen.getByRole('button', { name: choiceTimeTexts.add }));
    await expect(document.querySelectorAll('.wp-su-row')).toHaveLength(5);
    await expect(screen.queryByRole('button', { name: choiceTimeTexts.add })).toBeNull();
  },
};

/** The picker open: start day, start time, end day, end time. */
export const PickerOpen: Story = {
  play: async () => {
    await userEvent.click(await firstRow());
    await expect(
      await screen.findByText(choiceTimeTexts.pickerTitle, undefined, UNTIL_RENDERED),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.querySelectorAll('.wp-su-picker .adm-picker-view-column')).toHaveLength(4),
    );
  },
};

/**
 * The end days follow the start and wrap into the next week: from Saturday, Saturday and Sunday, then the
 * next week's Monday to Friday (a Saturday → Monday window is possible).
 */
export const PickerEndFollowsStart: StoryObj<typeof TimeRangePicker> = {
  render: () => (
    <TimeRangePicker
      columns={COLUMNS}
      visible
      value={[6, '19:00', 1, '09:00']}
      onConfirm={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    await waitFor(() =>
      expect(document.querySelectorAll('.wp-su-picker .adm-picker-view-column')).toHaveLength(4),
    );
    const endDays = document.querySelectorAll('.wp-su-picker .adm-picker-view-column')[2] as HTMLElement;
    await expect(
      [...endDays.querySelectorAll('.adm-picker-view-column-item')].map((e) => e.textContent),
    ).toEqual(['周六', '周日', '下周一', '下周二', '下周三', '下周四', '下周五']);
    await popupsSettled();
  },
};

/** The same weekday on both ends: 'Cannot choose the same <weekday> time'; the picker stays open. */
export const PickerSameWeekday: Story = {
  play: async () => {
    await userEvent.click(await firstRow());
    await waitFor(() =>
      expect(document.querySelectorAll('.wp-su-picker .adm-picker-view-column')).toHaveLength(4),
    );
    const endDays = document.querySelectorAll('.wp-su-picker .adm-picker-view-column')[2] as HTMLElement;
    await userEvent.click(within(endDays).getByText('周一'));
    await pickerConfirm();
    await toastShown(fmt(choiceTimeTexts.sameWeekday, { weekday: '周一' }));
    await expect(screen.getByText(choiceTimeTexts.pickerTitle)).toBeVisible();
    await popupsSettled();
  },
};

/** Submit with no rows: 'Please choose intended time'. */
export const EmptyListToast: Story = {
  play: async () => {
    await firstRow();
    await userEvent.click(screen.getByRole('button', { name: fmt(choiceTimeTexts.removeRow, { n: 1 }) }));
    await submit();
    await toastShown(choiceTimeTexts.emptyList);
  },
};

/** Submit with row 1 empty: 'Row N has no intended time chosen'. */
export const RowMissingToast: Story = {
  play: async () => {
    await firstRow();
    await submit();
    await toastShown(fmt(choiceTimeTexts.rowMissing, { n: 1 }));
  },
};

/** Every row chosen: the confirm dialog with the course and the numbered ranges. */
export const ConfirmDialog: Story = {
  play: async () => {
    await userEvent.click(await firstRow());
    await screen.findByText(choiceTimeTexts.pickerTitle, undefined, UNTIL_RENDERED);
    await pickerConfirm();
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /^意向时间1：/ })).toHaveTextContent(
          '周一 08:00 至 周二 08:00',
        ),
      UNTIL_RENDERED,
    );
    await submit();
    const dialog = await screen.findByRole('dialog', { name: choiceTimeTexts.confirmSubmit }, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent('1. 周一 08:00 至 周二 08:00');
    await popupsSettled();
  },
};

/** The picker's columns are on their way. */
export const Loading: Story = {
  parameters: { api: { hold: ['ems.stepUpGetSelectTime'] } },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: stepUpCommon.loading }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};
