import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import {
  AreaCodePicker,
  type AreaCodePickerProps,
  areaCodesQuery,
  loginTexts,
} from '@wonder/web/src/features/login';
import { useApi } from '@wonder/web/src/lib/services';
import { expect, fn, screen, within } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/**
 * The picker fed by the app's own area-code query (areaCodesQuery) over the fixtures client, as the login
 * screen feeds it; the Loading story holds that call in flight.
 */
function PickerWithQuery(props: Omit<AreaCodePickerProps, 'items' | 'loading'>) {
  const query = useQuery(areaCodesQuery(useApi()));
  return <AreaCodePicker {...props} loading={query.isPending} items={query.data ?? []} />;
}

/** The area-code bottom sheet (doc 1 §2): hot countries under '#', then by first letter. */
const meta = {
  title: 'login/AreaCodePicker',
  component: PickerWithQuery,
  args: { visible: true, selected: '86', onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof PickerWithQuery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { api: { hold: ['app.getCountryMobilePrefixs'] } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: loginTexts.areaPickerTitle }, UNTIL_RENDERED);
    await expect(within(sheet).queryByRole('button', { name: /\+86/ })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: loginTexts.areaPickerTitle }, UNTIL_RENDERED);
    // China is hot (under '#') and listed again under its letter: the current code is marked on both.
    const current = await within(sheet).findAllByRole('button', { pressed: true }, UNTIL_RENDERED);
    await expect(current.length).toBeGreaterThanOrEqual(1);
    await expect(current[0]).toHaveTextContent('+86');
    const hongKong = within(sheet).getAllByRole('button', { name: /中国香港/ })[0];
    if (!hongKong) throw new Error('中国香港 is missing from the fixture list');
    hongKong.click();
    await expect(args.onSelect).toHaveBeenCalledWith('852');
  },
};
