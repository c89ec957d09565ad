/** Pact: evaluation-service (host 'evaluation'), written to contracts/pacts/wonder-parent-web-evaluation-service.json. */
import { providerSuite } from './suite';

providerSuite('evaluation');
