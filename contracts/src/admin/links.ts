/**
 * Admin schemas for handing a QA's state over: state links (`/__mock/open?…`, short links a POST made, the link
 * of a session for a phone and its QR code), session bundles (one versioned file holding a session's scenarios,
 * clock, faults, world and journal), a session written out as a Playwright journey, a session's recorded answers
 * written as a scenario file, and a journal entry's near misses (why it was refused, which `when` nearly matched).
 */
import * as z from 'zod/mini';
import { JournalEntrySchema } from './journal';
import { JOURNAL_CAPACITY } from './routes';
import { SessionIdSchema, SessionSummarySchema } from './shared';

/** Where a state link sends the browser: a path of the app (never another origin: `//host` is refused). */
export const AppRouteSchema = z
  .string()
  .check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\s]*$/, 'must be a path of the app, starting with one /'));

/**
 * A clock a link sets: ISO date-time with an offset, or without one (then the app's own time zone, China
 * Standard Time +08:00: `2026-12-31T23:59:00` is the app's 23:59).
 */
export const LinkClockSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'ISO date-time'),
  );

/** What a state link sets up; every field optional (none: the link joins its session as it is). */
export const LinkSetupSchema = z.object({
  /** A persona id of the fixtures; its identity scenario is selected first and, unless login=false, logged in. */
  persona: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  scenarios: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(20))),
  clock: z.optional(LinkClockSchema),
  /** Ad-hoc faults (the faults route's shape; checked like it). */
  faults: z.optional(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(50))),
  /** A bundle stored with POST /__mock/bundles: the session starts as the bundle's. */
  bundle: z.optional(z.string().check(z.regex(/^b-[a-z0-9]{6,32}$/, 'a bundle id (b-…)'))),
  /** Log the session's persona in, so the app starts logged in (default: when a persona is named or joined). */
  login: z.optional(z.boolean()),
  /** The app's route to open. Default `/`. */
  to: z.optional(AppRouteSchema),
});
export type LinkSetup = z.output<typeof LinkSetupSchema>;

/** GET /__mock/open: a link's query (not a JSON route: it answers a page that stores the login and redirects). */
export const OpenLinkQuerySchema = z.object({
  /** A short link made with POST /__mock/links. */
  id: z.optional(z.string().check(z.regex(/^l-[a-z0-9]{6,32}$/, 'a link id (l-…)'))),
  /** Open this session instead of a new one (a grant names its own). */
  session: z.optional(SessionIdSchema),
  /** A grant a LAN link carries: one session, a few minutes (never the admin token). */
  grant: z.optional(z.string().check(z.maxLength(300))),
  persona: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** Comma-separated scenario ids. */
  scenarios: z.optional(z.string().check(z.maxLength(1400))),
  clock: z.optional(LinkClockSchema),
  /** Ad-hoc faults as JSON text (the faults route's `faults`). */
  faults: z.optional(z.string().check(z.maxLength(6000))),
  bundle: z.optional(z.string().check(z.regex(/^b-[a-z0-9]{6,32}$/, 'a bundle id (b-…)'))),
  /** `1`/`true` or `0`/`false`. */
  login: z.optional(z.enum(['1', '0', 'true', 'false'])),
  to: z.optional(AppRouteSchema),
});

export const LinkReplySchema = z.object({
  /** The short link's id (`/__mock/open?id=`). */
  id: z.string(),
  /** The session the link opens. */
  session: SessionIdSchema,
  /** Path and query of the link on the simulator's origin. */
  path: z.string(),
  /** The whole link, on the origin the call came to (the LAN address when called through it). */
  url: z.string(),
  /** When the link (and its grant) stops working, ISO. */
  expiresAt: z.iso.datetime(),
  /** Whether the link carries a grant (the simulator runs with an admin token). */
  granted: z.boolean(),
  /** The link as a QR code, SVG markup (drawn by the simulator with the qrcode package). */
  qrSvg: z.string(),
});

/** The bundle format's name; its `version` says which shape. */
export const BUNDLE_FORMAT = 'wonder-session-bundle';
/** The bundle shape this simulator writes and reads; an older one is refused with the reason. */
export const BUNDLE_VERSION = 1;

/** A journal entry in a bundle: the journal's entry and the app's route that made the call (its Referer). */
export const BundleJournalEntrySchema = z.object({
  ...JournalEntrySchema.shape,
  /** The app's path (and query) when it made the call; null when the call named none. */
  page: z.nullable(z.string().check(z.maxLength(512))),
});
export type BundleJournalEntry = z.output<typeof BundleJournalEntrySchema>;

export const SessionBundleSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  /** Checked by the simulator (not a literal here, so an older bundle gets a reason rather than a type error). */
  version: z.number().check(z.int(), z.nonnegative()),
  exportedAt: z.iso.datetime(),
  /** The session it came from. */
  from: SessionIdSchema,
  /** Scenarios, ad-hoc faults, clock and world, as the simulator keeps them (checked field by field on import). */
  state: z.record(z.string(), z.unknown()),
  /** Oldest first. */
  journal: z.array(BundleJournalEntrySchema).check(z.maxLength(JOURNAL_CAPACITY)),
});
export type SessionBundle = z.output<typeof SessionBundleSchema>;

const NearMissFieldSchema = z.object({
  /** Where: `body.phoneCipher`, `query.page`, `header.token`… */
  field: z.string(),
  /** What the contract (or the override's `when`) wanted. */
  expected: z.string(),
  /** What came, as short JSON text (credentials as ***). */
  got: z.string(),
});

export const linkSchemas = {
  createLink: {
    body: z.object({ ...LinkSetupSchema.shape, session: z.optional(SessionIdSchema) }),
    reply: LinkReplySchema,
  },
  sessionLink: {
    body: z.object({ to: z.optional(AppRouteSchema), login: z.optional(z.boolean()) }),
    reply: LinkReplySchema,
  },
  exportBundle: { reply: SessionBundleSchema },
  importBundle: { body: SessionBundleSchema, reply: SessionSummarySchema },
  storeBundle: {
    body: SessionBundleSchema,
    reply: z.object({ id: z.string(), path: z.string(), expiresAt: z.iso.datetime() }),
  },
  journey: {
    query: z.object({
      /** The journey's title (its test name). */
      title: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
    }),
    reply: z.object({
      /** A file name for it, `<session>.spec.ts`. */
      file: z.string(),
      /** The Playwright test, in the e2e package's style (it imports the bundle next to it). */
      spec: z.string(),
      /** The bundle the spec opens (write it beside the spec as `<session>.bundle.json`). */
      bundle: SessionBundleSchema,
    }),
  },
  scenarioFromJournal: {
    body: z.object({
      id: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a scenario id')),
      title: z.string().check(z.minLength(1), z.maxLength(200)),
      /** A HAR (a recorded proxy session, a browser's export); absent: the session's own journal. */
      har: z.optional(z.looseObject({ log: z.looseObject({ entries: z.array(z.looseObject({})) }) })),
      format: z.optional(z.enum(['yaml', 'json'])),
      /** Only check: answer what would be written (or the misfits), write nothing. */
      dryRun: z.optional(z.boolean()),
    }),
    reply: z.object({
      /** The file written (null on a dry run or when something did not fit). */
      file: z.nullable(z.string()),
      scenario: z.string(),
      /** The file's text (secrets as ***). */
      text: z.string(),
      /** Endpoints whose recorded answer became an override's data. */
      endpoints: z.array(z.string()),
      /** Endpoints left to the simulator, and why (their answer carries credentials, which are masked). */
      leftOut: z.array(z.object({ endpoint: z.string(), reason: z.string() })),
      /**
       * What the session changed that a scenario file has no field for (a moved clock, the world's state), and
       * where it travels instead (a state link's ?clock=, the session's bundle).
       */
      notWritten: z.array(z.object({ what: z.enum(['clock', 'world']), reason: z.string() })),
      /** Answers that do not fit the contract, field by field: nothing is written while there is one. */
      misfits: z.array(
        z.object({ endpoint: z.string(), seq: z.nullable(z.number()), ...NearMissFieldSchema.shape }),
      ),
    }),
  },
  nearMiss: {
    query: z.object({ seq: z.coerce.number().check(z.int(), z.positive()) }),
    reply: z.object({
      seq: z.number(),
      endpoint: z.nullable(z.string()),
      /** Why the simulator refused it, field by field against the contract (empty when it did not). */
      refused: z.array(NearMissFieldSchema),
      /** `when` overrides (scenarios and ad-hoc faults) that matched all but a few fields. */
      nearOverrides: z.array(
        z.object({
          /** `ad-hoc #2`, or the scenario id and the override's index. */
          source: z.string(),
          described: z.string(),
          mismatches: z.array(NearMissFieldSchema),
        }),
      ),
      /** An ad-hoc fault that would match this very request (the button posts it to the faults route). */
      suggestedFault: z.nullable(z.record(z.string(), z.unknown())),
    }),
  },
};
