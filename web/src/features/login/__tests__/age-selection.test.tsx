/**
 * Age selection (doc 1 §2, §5): 3 to 20, default 3; submit → a toast and the dialog closes (the parent goes on
 * where a login goes), or the class-hour dialog whose button goes to the parent centre.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../platform/storage';
import { recordingFeedback, renderScreen, scriptedClient } from '../../../test/support';
import { AgeSelection } from '../components/AgeSelection';
import { SelectAgePage } from '../containers/SelectAgePage';

const CLASS_HOUR = {
  typeCode: 'cfplHourDialog',
  typeValue: JSON.stringify({
    show: true,
    title: '课时即将用完',
    content: '续报后可继续学习',
    btnText: '去看看',
  }),
};

describe('age selection', { timeout: 30_000 }, () => {
  it('lists ages 3 to 20 as one choice, 3 preselected', () => {
    const onChange = vi.fn();
    render(<AgeSelection visible value={3} onChange={onChange} onSubmit={() => {}} />);
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(Array.from({ length: 18 }, (_, i) => `${i + 3}岁`));
    expect(
      options.filter((o) => o.getAttribute('aria-checked') === 'true').map((o) => o.textContent),
    ).toEqual(['3岁']);
    fireEvent.click(screen.getByRole('radio', { name: '20岁' }));
    expect(onChange).toHaveBeenCalledWith(20);
  });

  afterEach(() => window.sessionStorage.clear());

  /** Saves an age with no class-hour dialog configured; the location the page leaves for. */
  async function saveWithoutDialog(): Promise<{ location: string | null; messages: string[] }> {
    const { client } = scriptedClient({
      'member.updateOlUser': () => null,
      'app.getUpgradeConfig': () => [],
    });
    const fb = recordingFeedback();
    renderScreen(<SelectAgePage />, '/selectAgePage', { api: client, feedback: fb.feedback });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    const location = (await screen.findByTestId('location')).textContent;
    return { location, messages: fb.messages() };
  }

  it('saves the chosen age, toasts 保存成功 and just closes when no class-hour dialog is set: home, not the parent centre', async () => {
    const { client, callsTo } = scriptedClient({
      'member.updateOlUser': () => null,
      'app.getUpgradeConfig': () => [],
    });
    const fb = recordingFeedback();
    renderScreen(<SelectAgePage />, '/selectAgePage', { api: client, feedback: fb.feedback });
    expect(screen.getByRole('radio', { name: '3岁' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '5岁' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/index');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('member.updateOlUser')[0]?.options.body).toEqual({ age: 5 });
    expect(callsTo('app.getUpgradeConfig')[0]?.options.query).toEqual({ typeCode: 'cfplHourDialog' });
    expect(fb.messages()).toEqual(['保存成功']);
  });

  it('closes onto the page the parent came from before logging in', async () => {
    window.sessionStorage.setItem(
      SESSION_KEYS.routeRecord,
      JSON.stringify({ last: '/myTabClass?x=1', current: '/login' }),
    );
    expect(await saveWithoutDialog()).toEqual({ location: '/myTabClass?x=1', messages: ['保存成功'] });
  });

  it("after home's trial-claim login, closes onto home without the claim link", async () => {
    window.sessionStorage.setItem(
      SESSION_KEYS.routeRecord,
      JSON.stringify({ last: '/index?trialClaim=1', current: '/selectAgePage' }),
    );
    expect(await saveWithoutDialog()).toEqual({ location: '/index', messages: ['保存成功'] });
  });

  it('shows the class-hour dialog when configured; its button goes to the parent centre', async () => {
    const { client } = scriptedClient({
      'member.updateOlUser': () => null,
      'app.getUpgradeConfig': () => [CLASS_HOUR],
    });
    const fb = recordingFeedback();
    renderScreen(<SelectAgePage />, '/selectAgePage', { api: client, feedback: fb.feedback });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('课时即将用完')).toBeInTheDocument();
    expect(screen.getByText('续报后可继续学习')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去看看' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/parentsCenter?classHourType=1'),
    );
    expect(fb.toast).not.toHaveBeenCalled();
  });
});
