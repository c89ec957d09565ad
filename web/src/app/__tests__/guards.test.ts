import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lib/routes';
import { nextRouteRecord, stepUpRedirect, tokenRedirect } from '../guards';
import { SCREENS, screenOf } from '../screens';

const STEP_UP_PATHS = ROUTES.filter((r) => r.group === 'stepUp').map((r) => r.path);

describe('screens', () => {
  it('a redirect has no screen', () => {
    for (const r of ROUTES) if (r.redirectTo) expect(screenOf(r.path), r.path).toBeUndefined();
  });

  it('every screen is a route of the table and loads a component', async () => {
    const paths = new Set<string>(ROUTES.map((r) => r.path));
    for (const [path, load] of Object.entries(SCREENS)) {
      expect(paths.has(path), path).toBe(true);
      await expect(load(), path).resolves.toBeTypeOf('function');
    }
    expect(screenOf('/myOrder')).toBeUndefined();
  });
});

describe('guards', () => {
  const iosSafari = { isIosDevice: true, isApp: false, isIosContainer: false };

  it('growth, settings and the age selection after a login need a token', () => {
    expect(tokenRedirect('/selectAgePage', null)).toBe('/login');
    expect(tokenRedirect('/selectAgePage', 'tk')).toBeNull();
    expect(tokenRedirect('/settingUpInformation', null)).toBe('/login');
    expect(tokenRedirect('/option', null)).toBe('/login');
    expect(tokenRedirect('/growUp/studyPlan', null)).toBe('/login');
    expect(tokenRedirect('/growUp/situation', null)).toBe('/login');
    expect(tokenRedirect('/growUp/studyPlan', 'tk')).toBeNull();
    expect(tokenRedirect('/growUp/situation/share', null)).toBeNull();
    expect(tokenRedirect('/index', null)).toBeNull();
  });

  it('the eight step-up paths → /downloadApp on iOS outside the app and the container', () => {
    expect(STEP_UP_PATHS).toHaveLength(8);
    for (const path of STEP_UP_PATHS) expect(stepUpRedirect(path, iosSafari)).toBe('/downloadApp');
    expect(stepUpRedirect('/higherLevel', { ...iosSafari, isApp: true })).toBeNull();
    expect(stepUpRedirect('/higherLevel', { ...iosSafari, isIosContainer: true })).toBeNull();
    expect(stepUpRedirect('/higherLevel', { ...iosSafari, isIosDevice: false })).toBeNull();
    expect(stepUpRedirect('/index', iosSafari)).toBeNull();
  });

  it('a path in another case is the same route: its guards apply (the router matches it too)', () => {
    expect(tokenRedirect('/growup/studyplan', null)).toBe('/login');
    expect(tokenRedirect('/OPTION/', null)).toBe('/login');
    expect(tokenRedirect('/growup/studyplan', 'tk')).toBeNull();
    expect(stepUpRedirect('/higherlevel', iosSafari)).toBe('/downloadApp');
    const r = { last: '/index', current: '/login' };
    expect(nextRouteRecord(r, '/Login', '/selectagepage')).toBe(r);
  });

  it('records last and current route, except protocol↔login and login→selectAgePage', () => {
    let r = nextRouteRecord({ last: null, current: null }, null, '/index');
    expect(r).toEqual({ last: null, current: '/index' });
    r = nextRouteRecord(r, '/index', '/login?from=x');
    expect(r).toEqual({ last: '/index', current: '/login?from=x' });
    expect(nextRouteRecord(r, '/login?from=x', '/protocol')).toBe(r);
    expect(nextRouteRecord(r, '/protocol', '/login')).toBe(r);
    expect(nextRouteRecord(r, '/login', '/userChildrenPrivacy')).toBe(r);
    expect(nextRouteRecord(r, '/userPrivacy', '/login')).toBe(r);
    expect(nextRouteRecord(r, '/login', '/selectAgePage')).toBe(r);
    expect(nextRouteRecord(r, '/selectAgePage', '/login')).toEqual({
      last: '/selectAgePage',
      current: '/login',
    });
  });

  it('a reload of the current route keeps the record', () => {
    const r = { last: '/freshmentEnrollment', current: '/login' };
    expect(nextRouteRecord(r, null, '/login')).toBe(r);
    expect(nextRouteRecord(r, null, '/index')).toEqual({ last: '/login', current: '/index' });
  });
});
