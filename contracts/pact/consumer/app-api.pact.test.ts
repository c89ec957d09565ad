/** Pact: app-api (host 'app'), written to contracts/pacts/wonder-parent-web-app-api.json. */
import { providerSuite } from './suite';

providerSuite('app');
