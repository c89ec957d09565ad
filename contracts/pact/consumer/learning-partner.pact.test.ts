/** Pact: learning-partner (host 'partner'), written to contracts/pacts/wonder-parent-web-learning-partner.json. */
import { providerSuite } from './suite';

providerSuite('partner');
