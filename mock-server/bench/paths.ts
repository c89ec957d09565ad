/** The two routes the benchmark drives (shared by the runner and the server processes). */
export const LOGIN_PATH = '/member/member/aggregation/v2/pwdLogin';
export const HOME_PATH = '/app/v1/ol-parent-show-config/homePageShowConfig';
