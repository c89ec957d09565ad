/** Pact: www-share (host 'www'), written to contracts/pacts/wonder-parent-web-www-share.json. */
import { providerSuite } from './suite';

providerSuite('www');
