/** /login's screen, the module its route entry loads (the feature's public entry is ../index.ts). */
export { LoginPage } from '../containers/LoginPage';
