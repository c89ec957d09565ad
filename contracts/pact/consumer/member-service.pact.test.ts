/** Pact: member-service (host 'member'), written to contracts/pacts/wonder-parent-web-member-service.json. */
import { providerSuite } from './suite';

providerSuite('member');
