/** Pact: marketing-service (host 'marketing'), written to contracts/pacts/wonder-parent-web-marketing-service.json. */
import { providerSuite } from './suite';

providerSuite('marketing');
