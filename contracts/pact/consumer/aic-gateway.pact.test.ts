/** Pact: aic-gateway (host 'gateway'), written to contracts/pacts/wonder-parent-web-aic-gateway.json. */
import { providerSuite } from './suite';

providerSuite('gateway');
