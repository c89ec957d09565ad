/** Pact: tracking-service (host 'tracking'), written to contracts/pacts/wonder-parent-web-tracking-service.json. */
import { providerSuite } from './suite';

providerSuite('tracking');
