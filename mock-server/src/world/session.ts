/**
 * Sessions partition every piece of mutable state (scenarios, world, journal, clock, ad-hoc faults) so
 * that two QA testers, or fifty parallel e2e workers, never see each other. The id comes from the
 * `x-mock-session` header, else the `mock-session` cookie, else 'default'. Sessions are created lazily and
 * live in two LRUs, so traffic nobody asked for cannot push out a session a QA is using (caps.ts bounds both):
 *  - sessions QA made — through the admin API or the control page, or holding a login, scenarios, ad-hoc
 *    faults or a moved clock — are kept: past their cap the least recently used one that only holds a login
 *    made by host traffic goes first, one made through the admin API only when every kept one was;
 *  - sessions host traffic made that hold nothing of that live in a small LRU of their own, so a stray client
 *    sending fresh ids only ever pushes out sessions like its own.
 * Idle ones are dropped from both.
 * A session is plain data behind a few methods: src/store/codec.ts turns it into a snapshot and back.
 */
import { DEFAULT_SESSION_ID } from '@wonder/contracts/admin/client';
import { DEFAULT_SESSION_IDLE_MS, SESSION_CAPS } from '../caps';
import type { ResolvedScenarios, ScenarioEngine } from '../overrides/engine';
import { DEFAULT_SCENARIO_ID, TooManyOverridesError } from '../overrides/engine';
import type { ScenarioOverride } from '../overrides/types';
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
  /** Made or used through the admin API (the control page): never evicted by host traffic. */
  madeByQa = false;
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

  /**
   * The ids the catalogue still has ('default' when none is left), and of those as many, first first, as select
   * no more overrides together than a session may (files edited since the selection may have grown).
   */
  private known(ids: readonly string[]): readonly string[] {
    const kept = ids.filter((id) => this.engine.has(id));
    for (let n = kept.length; n > 0; n--) {
      const fitting = kept.slice(0, n);
      try {
        this.engine.resolve(fitting);
        return fitting;
      } catch (error) {
        if (!(error instanceof TooManyOverridesError)) throw error;
      }
    }
    return [DEFAULT_SCENARIO_ID];
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

  /**
   * What QA would lose if the session went: made through the admin API, a login, scenarios other than its
   * initial ones, ad-hoc faults or a moved clock.
   */
  holdsState(): boolean {
    if (this.madeByQa || this.world.tokens.size > 0 || this.adHocFaults.length > 0) return true;
    const clock = this.clock.state();
    if (clock.offsetMs !== 0 || clock.frozenAt !== null) return true;
    const ids = this.scenarioIdList;
    return (
      ids.length !== this.initialScenarios.length || ids.some((id, i) => id !== this.initialScenarios[i])
    );
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
  /** Most kept sessions (QA's) besides 'default'; past it the least recently used goes (see above). */
  cap?: number;
  /** Most sessions host traffic made that hold nothing QA set; the least recently used one goes first. */
  hostCap?: number;
  /** Sessions untouched for longer are dropped by sweepIdle ('default' is reset). */
  idleMs?: number;
}

/** Who is using a session: QA through the admin API, or a client of the simulated hosts. */
export type SessionUser = 'admin' | 'host';

export class SessionStore {
  /** Sessions QA made or that hold state, in LRU order (Map order), 'default' among them. */
  private readonly kept = new Map<string, Session>();
  /** Sessions host traffic made that hold nothing QA set, in LRU order. */
  private readonly stray = new Map<string, Session>();
  readonly cap: number;
  readonly hostCap: number;
  readonly idleMs: number;
  private readonly engine: ScenarioEngine;
  private readonly defaultScenarios: readonly string[];
  /** Bumped by every get: the periodic snapshot skips writing when nothing was touched. */
  touches = 0;

  constructor(options: SessionStoreOptions) {
    this.engine = options.engine;
    this.cap = Math.max(2, options.cap ?? SESSION_CAPS.sessions);
    this.hostCap = Math.max(1, options.hostCap ?? SESSION_CAPS.hostSessions);
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.defaultScenarios = options.defaultScenarios?.length
      ? options.defaultScenarios
      : [DEFAULT_SCENARIO_ID];
    this.engine.check(this.defaultScenarios);
    const fallback = new Session(DEFAULT_SESSION_ID, this.engine, this.defaultScenarios);
    fallback.madeByQa = true;
    this.kept.set(DEFAULT_SESSION_ID, fallback);
  }

  /**
   * Get or lazily create; marks the session most recently used. A session the admin API uses is QA's from
   * then on; one host traffic made joins QA's when it holds state (`settle`, after the call).
   */
  get(id: string, by: SessionUser = 'host'): Session {
    let s = this.kept.get(id);
    if (s) {
      // Re-insert to keep Map order = LRU order (cheap, and keeps eviction O(1)).
      if (id !== DEFAULT_SESSION_ID) {
        this.kept.delete(id);
        this.kept.set(id, s);
      }
    } else {
      s = this.stray.get(id);
      if (s) this.stray.delete(id);
      else s = new Session(id, this.engine, this.initialScenariosOf(id));
      if (by === 'admin') s.madeByQa = true;
      this.place(s);
    }
    s.lastSeen = Date.now();
    this.touches++;
    return s;
  }

  /** After a call: a session host traffic made that now holds state (a login…) joins QA's sessions. */
  settle(session: Session): void {
    if (this.stray.get(session.id) !== session || !session.holdsState()) return;
    this.stray.delete(session.id);
    this.place(session);
  }

  has(id: string): boolean {
    return this.kept.has(id) || this.stray.has(id);
  }

  /** The scenarios a session starts with and returns to on reset. */
  initialScenariosOf(id: string): readonly string[] {
    return id === DEFAULT_SESSION_ID ? this.defaultScenarios : [DEFAULT_SCENARIO_ID];
  }

  /** A session rebuilt from a snapshot (src/store), in place of any of that id; LRU order is the call order. */
  put(session: Session): void {
    this.kept.delete(session.id);
    this.stray.delete(session.id);
    this.place(session);
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
    for (const s of this.list()) {
      if (now - s.lastSeen <= this.idleMs) continue;
      swept.push(s.id);
      if (s.id === DEFAULT_SESSION_ID) {
        s.reset();
        s.lastSeen = now;
      } else this.remove(s.id);
    }
    return swept;
  }

  peek(id: string): Session | undefined {
    return this.kept.get(id) ?? this.stray.get(id);
  }

  /** Every session, least recently used first. */
  list(): Session[] {
    if (!this.stray.size) return [...this.kept.values()];
    return [...this.kept.values(), ...this.stray.values()].sort((a, b) => a.lastSeen - b.lastSeen);
  }

  delete(id: string): boolean {
    if (id === DEFAULT_SESSION_ID) {
      this.kept.get(id)?.reset();
      return true;
    }
    return this.remove(id);
  }

  get size(): number {
    return this.kept.size + this.stray.size;
  }

  private remove(id: string): boolean {
    return this.kept.delete(id) || this.stray.delete(id);
  }

  /** Into the LRU it belongs to (as most recently used), then that LRU's cap. */
  private place(s: Session): void {
    if (s.holdsState() || s.id === DEFAULT_SESSION_ID) {
      this.kept.set(s.id, s);
      this.evictKept();
    } else {
      this.stray.set(s.id, s);
      if (this.stray.size > this.hostCap) this.stray.delete(this.stray.keys().next().value as string);
    }
  }

  /**
   * Past the cap: the least recently used session that no admin call made (it holds only a login made by host
   * traffic), else — every kept session being QA's own — the least recently used of those.
   */
  private evictKept(): void {
    while (this.kept.size > this.cap) {
      let victim: string | undefined;
      let oldestQa: string | undefined;
      for (const [key, s] of this.kept) {
        if (key === DEFAULT_SESSION_ID) continue;
        if (!s.madeByQa) {
          victim = key;
          break;
        }
        oldestQa ??= key;
      }
      this.kept.delete((victim ?? oldestQa) as string);
    }
  }
}
