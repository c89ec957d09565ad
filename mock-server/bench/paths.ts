/** The two routes the benchmark drives (shared by the runner and the server processes). */
export const LOGIN_PATH = '/member/member/aggregation/v2/pwdLogin';
export const HOME_PATH = '/app/v1/ol-parent-show-config/homePageShowConfig';

/** What bench/server.ts can run (its first argument). */
export const SERVER_MODES = ['bare', 'sim', 'sim-no-reply-validation'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];
