/** Pact: static-config (host 'static'), written to contracts/pacts/wonder-parent-web-static-config.json. */
import { providerSuite } from './suite';

providerSuite('static');
