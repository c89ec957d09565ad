/** Pact: platform-usercenter (host 'platform'), written to contracts/pacts/wonder-parent-web-platform-usercenter.json. */
import { providerSuite } from './suite';

providerSuite('platform');
