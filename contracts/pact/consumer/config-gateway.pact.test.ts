/** Pact: config-gateway (host 'config'), written to contracts/pacts/wonder-parent-web-config-gateway.json. */
import { providerSuite } from './suite';

providerSuite('config');
