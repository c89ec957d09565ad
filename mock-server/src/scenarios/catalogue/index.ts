/**
 * The scenario catalogue. Each group lives in its own file; add a file (or entries) and list it here.
 * Ids are stable: the Pact provider states and the e2e journeys name them.
 */
import type { Scenario } from '../types';
import { classesGrowthScenarios } from './classes-growth';
import { homeScenarios } from './home';
import { identityScenarios } from './identity';
import { loginScenarios } from './login';
import { loginCodeScenarios } from './login-codes';
import { networkScenarios } from './network';
import { parentCentreScenarios } from './parent-centre';
import { sessionScenarios } from './session';
import { sessionLookupScenarios } from './session-lookups';
import { stepUpScenarios } from './step-up';

export const SCENARIOS: readonly Scenario[] = [
  ...identityScenarios,
  ...sessionScenarios,
  ...loginScenarios,
  ...networkScenarios,
  ...sessionLookupScenarios,
  ...loginCodeScenarios,
  ...homeScenarios,
  ...stepUpScenarios,
  ...parentCentreScenarios,
  ...classesGrowthScenarios,
];
