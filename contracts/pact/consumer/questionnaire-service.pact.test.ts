/** Pact: questionnaire-service (host 'questionnaire'), written to contracts/pacts/wonder-parent-web-questionnaire-service.json. */
import { providerSuite } from './suite';

providerSuite('questionnaire');
