/**
 * Where home's trial-claim login popup opens (doc 2 §4: it "belongs to this family" of home's popups; the spec
 * gives no trigger, chosen — features/home/README.md): /index?trialClaim=1. A tourist meets it by tapping the
 * generic avatar at the top of home (the avatar leads to settings only with a token, doc 2 §2), and a
 * campaign can link a tourist straight to it. The shell and home both read it, so it lives here.
 */
import { type Href, href } from '../lib/routes';

const TRIAL_CLAIM_PARAM = 'trialClaim';

export const TRIAL_CLAIM_HREF: Href = href('/index', { [TRIAL_CLAIM_PARAM]: 1 });

export function wantsTrialClaim(search: string): boolean {
  return new URLSearchParams(search).get(TRIAL_CLAIM_PARAM) === '1';
}
