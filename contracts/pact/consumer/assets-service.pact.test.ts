/** Pact: assets-service (host 'assets'), written to contracts/pacts/wonder-parent-web-assets-service.json. */
import { providerSuite } from './suite';

providerSuite('assets');
