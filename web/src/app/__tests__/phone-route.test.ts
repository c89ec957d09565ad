/** The debug console's "Open on a phone" opens the phone on the page the console is over (issue 42). */
import { describe, expect, it } from 'vitest';
import { phoneRoute } from '../DebugHost';

describe('phoneRoute', () => {
  it('the route and its query as here, without the parameter that opened the console', () => {
    expect(phoneRoute({ pathname: '/index', search: '' })).toBe('/index');
    expect(phoneRoute({ pathname: '/growUp/studyPlan', search: '?debug&tab=2' })).toBe(
      '/growUp/studyPlan?tab=2',
    );
    expect(phoneRoute({ pathname: '/parentsCenter', search: '?debug=1' })).toBe('/parentsCenter');
  });
});
