/**
 * Scenarios are data. A scenario names the persona the session plays and a list of overrides that change
 * what some endpoints answer (code, message, data, latency, faults). Scenarios extend one another
 * ('default' by default) and several can be active at once; later ones win per field.
 */
import type { AnyEndpoint, Code, EndpointId, HostId } from '@wonder/contracts';
import type { FaultKind, ScenarioGroup } from '@wonder/contracts/admin/client';
import type { Persona, PersonaId } from '@wonder/fixtures';

// The admin API shows groups and takes fault kinds, so its contract owns both lists.
export {
  type FaultKind,
  SCENARIO_GROUPS,
  type ScenarioGroup,
} from '@wonder/contracts/admin/client';

/** What a data function sees: the default answer of the endpoint for this request, and the world. */
export interface OverrideDataContext {
  endpoint: AnyEndpoint;
  persona: Persona;
  now: number;
  /**
   * The data the endpoint would answer without this override (fixture or stateful handler, sync or async):
   * always a promise, so a data function reads it as `await base()` whatever the handler is.
   */
  base: () => Promise<unknown>;
}

/** What an override answers (its effects), directly or as one answer of a sequence. */
export interface OverrideAnswer {
  /** Envelope code to answer instead of success (business failure, expiry code…). */
  code?: Code;
  message?: string;
  /** HTTP status of the answer (default 200; the expiry codes use 401 like the real token check). */
  status?: number;
  /** Envelope fields beside code/message of a failure (e.g. ems `studentCode`). */
  extra?: Readonly<Record<string, unknown>>;
  /** Success data (or the data of a failure envelope when `code` is set). */
  data?: unknown | ((ctx: OverrideDataContext) => unknown | Promise<unknown>);
  /** Added latency before anything else happens. */
  delayMs?: number;
  fault?: FaultKind;
}

/** Request fields an override matches on (all must hold); see OverrideWhenSchema of the admin contract. */
export type MatchValue = string | number | boolean | null;
export interface OverrideWhen {
  query?: Readonly<Record<string, MatchValue>>;
  headers?: Readonly<Record<string, MatchValue>>;
  /** Paths into the JSON body (`a.b.0.c`); `…Cipher` fields compare decrypted. */
  body?: Readonly<Record<string, MatchValue>>;
}

export interface ScenarioOverride extends OverrideAnswer {
  /** Target: one endpoint id … */
  endpoint?: EndpointId;
  /** … every endpoint of a host … */
  host?: HostId;
  /** … every endpoint that checks a token (AUTH_RULES) … */
  auth?: true;
  /** … or everything. */
  all?: true;
  /** Only requests whose fields have these values. */
  when?: OverrideWhen;
  /** Answers in turn, one per matching request; the last repeats (instead of the effects above). */
  sequence?: OverrideAnswer[];
  /** Apply only to the first N matching requests of the session (then the rest of the chain answers). */
  times?: number;
}

export interface Scenario {
  id: string;
  title: string;
  /** Chinese title for the control page. */
  titleZh?: string;
  description: string;
  group: ScenarioGroup;
  /**
   * The scenario this one builds on, or several in order (as if selected together, then this one); 'default'
   * when omitted (except for 'default' itself).
   */
  extends?: string | readonly string[];
  /** The scenario file it comes from (scenarios directory); built-in scenarios have none. */
  file?: string;
  persona?: PersonaId;
  overrides?: readonly ScenarioOverride[];
  /** Knobs read by stateful handlers (e.g. keepAliveLimit, smsCaptchaRequired). */
  params?: Readonly<Record<string, number | string>>;
}
