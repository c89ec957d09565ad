/**
 * The localStorage key under which the app keeps its login (web's user store, LOCAL_KEYS.user). Defined once
 * here because the simulator writes it too: a state link (/__mock/open) stores a login under it so the app
 * opened from the link starts logged in.
 */
export const APP_USER_STORAGE_KEY = 'wonder.user';
