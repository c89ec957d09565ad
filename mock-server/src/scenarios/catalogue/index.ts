/**
 * The scenario catalogue: one file per domain (the vocabulary of @wonder/contracts' DOMAINS), plus
 * network.ts, the network trouble that cuts across every domain. Add a file (or entries) and list it here.
 * Ids are stable: the Pact provider states and the e2e journeys name them.
 */
import type { Scenario } from '../../overrides/types';
import { homeScenarios } from './home';
import { loginScenarios } from './login';
import { myClassesScenarios } from './my-classes';
import { networkScenarios } from './network';
import { parentCentreScenarios } from './parent-centre';
import { sessionScenarios } from './session';
import { shellScenarios } from './shell';
import { stepUpScenarios } from './step-up';

export const SCENARIOS: readonly Scenario[] = [
  ...sessionScenarios,
  ...loginScenarios,
  ...networkScenarios,
  ...shellScenarios,
  ...homeScenarios,
  ...stepUpScenarios,
  ...parentCentreScenarios,
  ...myClassesScenarios,
];
