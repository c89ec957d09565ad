/** Pact: crm-service (host 'crm'), written to contracts/pacts/wonder-parent-web-crm-service.json. */
import { providerSuite } from './suite';

providerSuite('crm');
