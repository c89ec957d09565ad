/**
 * Admin schemas: a session's request journal (filtered like WireMock's request journal), the count of the
 * requests matching a filter with an optional expectation (WireMock's verify), one entry's headers and bodies,
 * and its HAR export.
 */
import * as z from 'zod/mini';
import { HOST_IDS, type HostId } from '../hosts';
import { JOURNAL_CAPACITY } from './routes';
import { SessionIdSchema } from './shared';

export const JournalEntrySchema = z.object({
  seq: z.number().check(z.int(), z.positive()),
  /** Session (virtual) time the request arrived, epoch ms. */
  time: z.number(),
  host: z.nullable(z.enum(HOST_IDS as [HostId, ...HostId[]])),
  /** null for a path no contract describes. */
  endpoint: z.nullable(z.string()),
  method: z.string(),
  path: z.string(),
  /** null while pending, or when the connection was dropped on purpose. */
  status: z.nullable(z.number().check(z.int())),
  /** Envelope code answered. */
  code: z.nullable(z.union([z.string(), z.number()])),
  /** The scenario that decided the answer ('default' when nothing overrode it, 'ad-hoc' for faults). */
  scenario: z.string(),
  /** A fault kind ('timeout', 'gateway-502', 'slow-body'…) or 'delay:<ms>'. */
  fault: z.nullable(z.string()),
  /** Real milliseconds spent answering. */
  durationMs: z.nullable(z.number()),
  /** Short reason of a 4xx (validation message, auth failure), or where a proxied call went. */
  note: z.nullable(z.string()),
  /** Headers and bodies are kept: journalEntry shows them. */
  detail: z.boolean(),
});

export type JournalEntry = z.output<typeof JournalEntrySchema>;

const HeaderListSchema = z.array(z.tuple([z.string(), z.string()]));

const MessageDetailSchema = z.object({
  /** Name, value; credentials as ***. */
  headers: HeaderListSchema,
  /** The body as text (credentials as ***), cut at the journal's cap; null when there was none. */
  body: z.nullable(z.string()),
  /** Its length before the cut. */
  bodyChars: z.number().check(z.int(), z.nonnegative()),
  /** The body was dropped to keep the session's journal within its body budget (newer entries kept theirs). */
  bodyDropped: z.optional(z.boolean()),
});

export const JournalDetailSchema = z.object({
  /** The whole URL the request went to (credentials in its query as ***). */
  url: z.string(),
  /** Real time the request arrived. */
  startedAt: z.iso.datetime(),
  request: MessageDetailSchema,
  response: MessageDetailSchema,
});

/**
 * HTTP Archive 1.2 (http://www.softwareishard.com/blog/har-12-spec/), the parts the simulator writes:
 * what browsers' network panels import and export. Custom fields start with `_`, as the format allows.
 */
const HarNameValueSchema = z.object({ name: z.string(), value: z.string() });
/** A page: the app's address when it made the calls (their Referer), one per navigation. */
const HarPageSchema = z.object({
  startedDateTime: z.iso.datetime(),
  id: z.string(),
  title: z.string(),
  pageTimings: z.object({}),
});
const HarEntrySchema = z.object({
  /** The page the call was made from (`pages[].id`); absent when the call named none (no Referer). */
  pageref: z.optional(z.string()),
  startedDateTime: z.iso.datetime(),
  /** Total milliseconds. */
  time: z.number().check(z.nonnegative()),
  request: z.object({
    method: z.string(),
    url: z.string(),
    httpVersion: z.string(),
    cookies: z.array(HarNameValueSchema),
    headers: z.array(HarNameValueSchema),
    queryString: z.array(HarNameValueSchema),
    postData: z.optional(
      z.object({ mimeType: z.string(), text: z.string(), comment: z.optional(z.string()) }),
    ),
    headersSize: z.number(),
    bodySize: z.number(),
  }),
  response: z.object({
    /** 0 when no answer came (the connection was dropped or held). */
    status: z.number().check(z.int()),
    statusText: z.string(),
    httpVersion: z.string(),
    cookies: z.array(HarNameValueSchema),
    headers: z.array(HarNameValueSchema),
    content: z.object({
      size: z.number(),
      mimeType: z.string(),
      text: z.optional(z.string()),
      comment: z.optional(z.string()),
    }),
    redirectURL: z.string(),
    headersSize: z.number(),
    bodySize: z.number(),
  }),
  cache: z.object({}),
  timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }),
  comment: z.optional(z.string()),
  /** The simulator's journal entry: session time, scenario, fault, code, endpoint. */
  _journal: z.object({
    seq: z.number(),
    sessionTime: z.iso.datetime(),
    endpoint: z.nullable(z.string()),
    scenario: z.string(),
    fault: z.nullable(z.string()),
    code: z.nullable(z.union([z.string(), z.number()])),
  }),
});

export const HarSchema = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string(), version: z.string() }),
    pages: z.array(HarPageSchema),
    entries: z.array(HarEntrySchema),
    comment: z.optional(z.string()),
  }),
});
export type Har = z.output<typeof HarSchema>;

/** Which requests: every field given must hold (none: every request the journal keeps). */
const journalFilterShape = {
  /** An endpoint id of the contracts (`member.pwdLogin`); unknown ids are refused with the nearest ones. */
  endpoint: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** The HTTP status answered. */
  status: z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(599))),
  /** The envelope code answered, as text (`100002`, `00000000`). */
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  /**
   * Text the request's body contains (case-sensitive), e.g. `"verificationCode":"123456"`. An entry whose body
   * the journal no longer keeps cannot match: the count says how many such entries it could not read.
   */
  bodyContains: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
};

const JournalFilterSchema = z.object(journalFilterShape);
export type JournalFilter = z.output<typeof JournalFilterSchema>;

const countSchema = z.number().check(z.int(), z.nonnegative());

export const journalSchemas = {
  journal: {
    query: z.object({
      ...journalFilterShape,
      limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(JOURNAL_CAPACITY))),
    }),
    reply: z.object({
      session: SessionIdSchema,
      capacity: z.number().check(z.int(), z.positive()),
      entries: z.array(JournalEntrySchema),
    }),
  },
  journalEntry: {
    query: z.object({ seq: z.coerce.number().check(z.int(), z.positive()) }),
    reply: z.object({
      session: SessionIdSchema,
      entry: JournalEntrySchema,
      /** null once the entry is older than the newest ones that keep their detail. */
      detail: z.nullable(JournalDetailSchema),
    }),
  },
  journalCount: {
    body: z.object({
      ...journalFilterShape,
      /** What a test expects (WireMock's verify): exactly `count`, or within `atLeast` … `atMost`. */
      expect: z.optional(
        z.strictObject({
          count: z.optional(countSchema),
          atLeast: z.optional(countSchema),
          atMost: z.optional(countSchema),
        }),
      ),
    }),
    reply: z.object({
      session: SessionIdSchema,
      /** Requests the journal keeps that match the filter. */
      count: countSchema,
      /** Requests that match but for `bodyContains`, whose body the journal no longer keeps. */
      unreadable: countSchema,
      /** Sequence numbers of the matching entries, newest first (journalEntry shows each). */
      seqs: z.array(z.number().check(z.int(), z.positive())),
      /** Whether `expect` holds; null when none was given. */
      verified: z.nullable(z.boolean()),
      /** One line: what was counted, and against what expectation. */
      message: z.string(),
    }),
  },
  journalHar: {
    query: z.object({
      /**
       * `false`: tokens, phones and passwords as they were sent, so the HAR replays (Playwright's routeFromHAR
       * matches whole URLs and bodies). Only for the session's owner: a loopback caller, or one holding the
       * admin token.
       */
      redact: z.optional(z.union([z.boolean(), z.stringbool()])),
    }),
    reply: HarSchema,
  },
};
