/** Pact: captcha-gateway (host 'captcha'), written to contracts/pacts/wonder-parent-web-captcha-gateway.json. */
import { providerSuite } from './suite';

providerSuite('captcha');
