/**
 * "Save as scenario" writes what a session changed that a scenario file can hold (contracts/src/admin
 * scenario-files.ts: extends, persona, overrides, params): its scenarios, its ad-hoc faults, its recorded
 * answers — and, here, the persona it is logged in as when that is not its scenarios' one (a QA who logged
 * another persona in through the admin API). What a scenario file has no field for is said, not dropped
 * silently: a moved or frozen clock, and the world's state (saved tags, read reports, the child's age, claimed
 * awards, registered users, step-up writes). Those travel in the session's bundle, or a `?clock=` link.
 */
import type { Session } from '../world/session';

export interface NotWritten {
  what: 'clock' | 'world';
  reason: string;
}

export interface SessionDifferences {
  /** The persona to write as the file's `persona` (absent: the scenarios' own). */
  persona?: string;
  notWritten: NotWritten[];
}

/** The persona of the session's latest login, when it is not the one its scenarios give. */
function loggedInPersona(s: Session): string | undefined {
  let latest: string | undefined;
  for (const t of s.world.tokens.values()) if (!t.user.registered) latest = t.user.persona.id;
  return latest !== undefined && latest !== s.scenarios.persona ? latest : undefined;
}

/** The world's changes, named with how many of each (nothing when the world is as the personas seed it). */
function worldChanges(s: Session): string[] {
  const w = s.world;
  const counted: [string, number][] = [
    ['saved interest tags', w.interestTags.size],
    ['read reports', w.readReports.size],
    ['claimed awards', w.claimedAwards.size],
    ['users registered by code login', w.registeredUsers.size],
    ['other saved state (step-up choices…)', w.extra.size],
  ];
  return [
    ...counted.filter(([, n]) => n > 0).map(([what, n]) => `${what}: ${n}`),
    ...(w.age === null ? [] : [`the child's age: ${w.age}`]),
  ];
}

export function sessionDifferences(s: Session): SessionDifferences {
  const notWritten: NotWritten[] = [];
  const clock = s.clock.state();
  if (clock.offsetMs !== 0 || clock.frozenAt !== null)
    notWritten.push({
      what: 'clock',
      reason: `the session's clock reads ${s.clock.snapshot().iso}${clock.frozenAt === null ? '' : ' (frozen)'}: a scenario file has no clock — open it with a state link's ?clock=, or carry the session's bundle`,
    });
  const changes = worldChanges(s);
  if (changes.length > 0)
    notWritten.push({
      what: 'world',
      reason: `the session's world changed (${changes.join(', ')}): a scenario file holds no world state — the session's bundle carries it`,
    });
  const persona = loggedInPersona(s);
  return { ...(persona === undefined ? {} : { persona }), notWritten };
}
