/** The home screen, the module the route table loads (the public entry is ./index.ts). */
export { HomePage } from './containers/HomePage';
