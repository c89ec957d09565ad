/** Pact: ems-step-up (host 'ems'), written to contracts/pacts/wonder-parent-web-ems-step-up.json. */
import { providerSuite } from './suite';

providerSuite('ems');
