/**
 * Sessions partition every piece of mutable state (scenarios, world, journal, clock, ad-hoc faults) so
 * that two QA testers, or fifty parallel e2e workers, never see each other. The id comes from the
 * `x-mock-session` header, else the `mock-session` cookie, else 'default'. Sessions are created lazily
 * and the store is an LRU with a cap, whose idle sessions are dropped, so memory stays bounded (caps.ts).
 * A session is plain data behind a few methods: src/store/codec.ts turns it into a snapshot and back.
 */
import { DEFAULT_SESSION_ID } from '@wonder/contracts/admin/client';
import type { ResolvedScenarios, ScenarioEngine } from '../scenarios/engine';
import { DEFAULT_SCENARIO_ID } from '../scenarios/engine';
import type { ScenarioOverride } from '../scenarios/types';
import { DEFAULT_SESSION_IDLE_MS, SESSION_CAPS } from './caps';
import { VirtualClock } from './clock';
import { Journal } from './journal';
import { personaById } from './personas';
import { World } from './world';

export {
  DEFAULT_SESSION_ID,
  MOCK_SCENARIO_HEADER as SCENARIO_HEADER,
  MOCK_SESSION_COOKIE as SESSION_COOKIE,
  MOCK_SESSION_HEADER as SESSION_HEADER,
  SESSION_ID_PATTERN,
} from '@wonder/contracts/admin/client';

export class Session {
  world = new World();
  readonly clock = new VirtualClock();
  /** Faults set through the admin API, applied after the scenarios. */
  adHocFaults: ScenarioOverride[] = [];
  createdAt = Date.now();
  lastSeen = Date.now();
  journal = new Journal();
  private scenarioIdList: readonly string[];
  private resolvedScenarios: ResolvedScenarios;
  private engineVersion: number;

  constructor(
    readonly id: string,
    private readonly engine: ScenarioEngine,
    private readonly initialScenarios: readonly string[],
  ) {
    this.scenarioIdList = initialScenarios;
    this.engineVersion = engine.version;
    this.resolvedScenarios = engine.resolve(this.known(initialScenarios));
  }

  now(): number {
    return this.clock.now();
  }

  get scenarioIds(): readonly string[] {
    this.follow();
    return this.scenarioIdList;
  }

  get scenarios(): ResolvedScenarios {
    this.follow();
    return this.resolvedScenarios;
  }

  /** The ids the catalogue still has ('default' when none is left). */
  private known(ids: readonly string[]): readonly string[] {
    const kept = ids.filter((id) => this.engine.has(id));
    return kept.length ? kept : [DEFAULT_SCENARIO_ID];
  }

  /**
   * The catalogue changed (a scenario file was edited or removed): resolve the ids again, dropping those that
   * are gone, so a session never serves a stale version of a scenario.
   */
  private follow(): void {
    if (this.engineVersion === this.engine.version) return;
    this.engineVersion = this.engine.version;
    this.scenarioIdList = this.known(this.scenarioIdList);
    this.resolvedScenarios = this.engine.resolve(this.scenarioIdList);
  }

  /**
   * Switch scenarios. `times` counters restart (re-selecting 'status-504-once' fails once more), and when
   * the persona changes the session's tokens follow it, so a logged-in app becomes the new persona on its
   * next call; a persona without an account (tourist) revokes them, which the app sees as 1000014.
   */
  setScenarios(ids: readonly string[]): void {
    const resolved = this.engine.resolve(ids.length ? ids : [DEFAULT_SCENARIO_ID]);
    const personaChanged = resolved.persona !== this.scenarios.persona;
    this.scenarioIdList = ids.length ? [...ids] : [DEFAULT_SCENARIO_ID];
    this.resolvedScenarios = resolved;
    this.engineVersion = this.engine.version;
    this.world.overrideCounters.clear();
    if (personaChanged) {
      const p = personaById(resolved.persona);
      this.world.rebindTokens(p.studentStatus === 'TOURIST' ? null : p);
    }
  }

  /** Scenarios as a snapshot recorded them: `times` counters and tokens stay as restored. */
  restoreScenarios(ids: readonly string[]): void {
    this.engineVersion = this.engine.version;
    this.scenarioIdList = this.known(ids);
    this.resolvedScenarios = this.engine.resolve(this.scenarioIdList);
  }

  setAdHocFaults(faults: ScenarioOverride[]): void {
    this.adHocFaults = faults;
    for (const key of [...this.world.overrideCounters.keys()]) {
      if (key.startsWith('ad-hoc#')) this.world.overrideCounters.delete(key);
    }
  }

  /** Back to the initial scenarios, a fresh world, an empty journal and real time. */
  reset(): void {
    this.world = new World();
    this.journal.clear();
    this.clock.reset();
    this.adHocFaults = [];
    this.restoreScenarios(this.initialScenarios);
  }

  summary() {
    return {
      id: this.id,
      scenarios: [...this.scenarioIds],
      persona: this.scenarios.persona,
      clock: this.clock.snapshot(),
      journalSize: this.journal.size,
      tokens: this.world.tokens.size,
      adHocFaults: this.adHocFaults.length,
      createdAt: new Date(this.createdAt).toISOString(),
      lastSeen: new Date(this.lastSeen).toISOString(),
    };
  }
}

export interface SessionStoreOptions {
  engine: ScenarioEngine;
  /** Scenarios of the 'default' session (CLI --scenario). */
  defaultScenarios?: readonly string[];
  /** Most sessions kept; the least recently used one (never 'default') is dropped beyond it. */
  cap?: number;
  /** Sessions untouched for longer are dropped by sweepIdle ('default' is reset). */
  idleMs?: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  readonly cap: number;
  readonly idleMs: number;
  private readonly engine: ScenarioEngine;
  private readonly defaultScenarios: readonly string[];
  /** Bumped by every get: the periodic snapshot skips writing when nothing was touched. */
  touches = 0;

  constructor(options: SessionStoreOptions) {
    this.engine = options.engine;
    this.cap = Math.max(2, options.cap ?? SESSION_CAPS.sessions);
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.defaultScenarios = options.defaultScenarios?.length
      ? options.defaultScenarios
      : [DEFAULT_SCENARIO_ID];
    this.engine.check(this.defaultScenarios);
    this.sessions.set(
      DEFAULT_SESSION_ID,
      new Session(DEFAULT_SESSION_ID, this.engine, this.defaultScenarios),
    );
  }

  /** Get or lazily create; marks the session most recently used. */
  get(id: string): Session {
    let s = this.sessions.get(id);
    if (s) {
      // Re-insert to keep Map order = LRU order (cheap, and keeps eviction O(1)).
      if (id !== DEFAULT_SESSION_ID) {
        this.sessions.delete(id);
        this.sessions.set(id, s);
      }
    } else {
      s = new Session(id, this.engine, this.initialScenariosOf(id));
      this.sessions.set(id, s);
      this.evict();
    }
    s.lastSeen = Date.now();
    this.touches++;
    return s;
  }

  /** The scenarios a session starts with and returns to on reset. */
  initialScenariosOf(id: string): readonly string[] {
    return id === DEFAULT_SESSION_ID ? this.defaultScenarios : [DEFAULT_SCENARIO_ID];
  }

  /** A session rebuilt from a snapshot (src/store), in place of any of that id; LRU order is the call order. */
  put(session: Session): void {
    this.sessions.delete(session.id);
    this.sessions.set(session.id, session);
    this.evict();
  }

  /** A new, empty session of this id (not stored): what a snapshot is restored into. */
  blank(id: string): Session {
    return new Session(id, this.engine, this.initialScenariosOf(id));
  }

  /**
   * Drop sessions untouched for idleMs; 'default' is reset instead (it always exists). Returns the ids
   * dropped or reset.
   */
  sweepIdle(now = Date.now()): string[] {
    const swept: string[] = [];
    for (const s of [...this.sessions.values()]) {
      if (now - s.lastSeen <= this.idleMs) continue;
      swept.push(s.id);
      if (s.id === DEFAULT_SESSION_ID) {
        s.reset();
        s.lastSeen = now;
      } else this.sessions.delete(s.id);
    }
    return swept;
  }

  peek(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  list(): Session[] {
    return [...this.sessions.values()];
  }

  delete(id: string): boolean {
    if (id === DEFAULT_SESSION_ID) {
      this.sessions.get(id)?.reset();
      return true;
    }
    return this.sessions.delete(id);
  }

  get size(): number {
    return this.sessions.size;
  }

  private evict(): void {
    while (this.sessions.size > this.cap) {
      for (const key of this.sessions.keys()) {
        if (key !== DEFAULT_SESSION_ID) {
          this.sessions.delete(key);
          break;
        }
      }
    }
  }
}
