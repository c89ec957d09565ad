/**
 * Every bound on the simulator's memory, in one place (the README's "Caps" table lists them). A session is
 * at most SESSION_CAPS of each collection, the process at most `sessions` sessions (LRU) plus `default`;
 * sessions idle longer than the idle time are dropped (`default` is reset instead). Strings a client chooses
 * that become keys (award names, captcha verification strings) are kept whole up to `keyChars`, hashed
 * beyond, so a 1 MB name costs 71 bytes.
 */
import { DRIFT_CAPACITY, JOURNAL_CAPACITY } from '@wonder/contracts/admin/client';

export const SESSION_CAPS = {
  /**
   * Sessions QA made (admin API, control page) or that hold a login, scenarios, faults or a moved clock,
   * besides `default`; past it the least recently used one not made through the admin API goes first.
   */
  sessions: 1000,
  /** Sessions host traffic made that hold none of that (a stray client's fresh ids): their own LRU. */
  hostSessions: 200,
  /** Tokens issued in a session (logins); the oldest goes first. */
  tokens: 1000,
  /** Slider challenges issued and not yet checked. */
  captchas: 200,
  /** Accepted verification strings of solved challenges (three forms per challenge). */
  solvedCaptchas: 600,
  /** Users registered by code login. */
  registeredUsers: 1000,
  /** Interest-tag popups with saved tags (only the persona's own groups and tags are kept). */
  interestTagPopups: 50,
  /** Report records marked read. */
  readReports: 500,
  /** Class-hour awards claimed. */
  claimedAwards: 500,
  /** Students with step-up writes (plan times are kept normalised: at most MAX_PLAN_ROWS ranges). */
  stepUpStudents: 100,
  /**
   * Overrides a session's scenarios hold together (the chains of every selected scenario, each once): each
   * request's plan walks those of its endpoint, so a scenario file, a selection or an x-mock-scenario past it is
   * refused.
   */
  selectedOverrides: 500,
  /**
   * `times` counters of scenario and ad-hoc overrides: two per override (its uses, its place in a sequence), so
   * every override a session can select counts exactly, never pushed out.
   */
  overrideCounters: 2 * (500 + 50),
  /** Keys of handlers' own state (world.extra). */
  extra: 20,
  /** Ad-hoc faults set through the admin API, and their size as JSON. */
  adHocFaults: 50,
  adHocFaultsBytes: 256 * 1024,
  /** Journal entries (a ring: the oldest is overwritten). */
  journal: JOURNAL_CAPACITY,
  /**
   * Bytes (UTF-8) of a request or answer body a journal entry keeps (the rest is cut). Every entry keeps its
   * bodies so a HAR of a click-through replays; 16 kB holds the app's largest answer (a few kB) many times.
   */
  journalBodyBytes: 16 * 1024,
  /** Bytes of the request's, and of the answer's, headers a journal entry keeps (names and values). */
  journalHeaderBytes: 4 * 1024,
  /**
   * Bytes of headers and bodies all of a session's journal entries keep together; past it the oldest entries'
   * are dropped (`bodiesDropped`). 256 kB hold a whole click-through of the app (home's answers are about
   * 17 k characters) with room to spare.
   */
  journalDetailBytes: 256 * 1024,
  /** Scenario files read from the scenarios directory, and the size of one. */
  scenarioFiles: 200,
  scenarioFileBytes: 256 * 1024,
  /** Distinct violations in the validating proxy's drift report (per simulator); the least recently seen goes. */
  driftEntries: DRIFT_CAPACITY,
  /** Bytes the drift report's entries hold together (each keeps short copies, never the answer). */
  driftBytes: 256 * 1024,
  /** Characters of a client-chosen key kept as is; longer keys are stored as their SHA-256. */
  keyChars: 128,
} as const;

/**
 * What one session costs at the worst — every collection above at its cap at once, keys at their longest kept
 * length, the journal's 256 kB of details full of Cyrillic (2 bytes a character in UTF-8 and in V8: the most
 * memory for the bytes counted) — measured by test/memory-bound.test.ts (RSS growth per session past the first
 * five, 2.2–3.05 MB on Node 20, of which 2.0 MB of heap) with some margin. The process: idle RSS plus this for
 * each session.
 */
export const SESSION_WORST_BYTES = 4 * 2 ** 20;
/** RSS of an idle simulator (most of it the fixtures' faker locales; bench: 177 MB). */
export const IDLE_RSS_BYTES = 250 * 2 ** 20;

/** Sessions untouched for this long are dropped (`default` is reset); `--session-idle-minutes` changes it. */
export const DEFAULT_SESSION_IDLE_MS = 24 * 3600_000;
