/**
 * Where a session lives in Redis, and how its parts are read and written (redis-backend.ts describes
 * the layout): the keys, the parts ACQUIRE reads, the write of what changed (SAVE, which also releases the
 * lock), a session's kind for the indexes, and the field lists SAVE takes.
 */
import type { Changes } from '../world/bounded';
import { DEFAULT_SESSION_ID, type Session } from '../world/session';
import { SNAPSHOT_VERSION } from './state';

/** The layout above; a change of it or of the state's shape (SNAPSHOT_VERSION) gets new keys, never misreads. */
const LAYOUT = 2;
export const PREFIX = `wonder-sim:v${SNAPSHOT_VERSION}.${LAYOUT}:`;
export const INDEXES = ['qa', 'kept', 'host'].map((kind) => `${PREFIX}index:${kind}`);
/** Where a session's state is (exported for the test that reads its expiry). */
export const stateKey = (id: string) => `${PREFIX}s:${id}`;
export const sessionKeys = (id: string) => [stateKey(id), `${stateKey(id)}:t`, `${stateKey(id)}:u`];
export const lockKey = (id: string) => `${PREFIX}lock:${id}`;

/**
 * Write what changed and release, only while the lock is still ours; index the session under its kind,
 * drop index entries whose keys expired and, past the caps, the least recently used sessions.
 * KEYS: state, lock, tokens, users, index qa, kept, host. ARGV: lock token, meta, summary, idle ms, id, now,
 * cap, host cap, kind ('default' | 'qa' | 'kept' | 'host'), full ('1': the collections are written whole),
 * then for tokens and users: how many fields to set, how many to delete, the field/value pairs, the fields;
 * the key prefix of sessions last.
 */
export const SAVE = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
local idle = tonumber(ARGV[4])
if ARGV[10] == '1' then redis.call('DEL', KEYS[3], KEYS[4]) end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'm', ARGV[2], 'sum', ARGV[3])
local i = 11
for _, key in ipairs({KEYS[3], KEYS[4]}) do
  local sets, dels = tonumber(ARGV[i]), tonumber(ARGV[i + 1])
  i = i + 2
  if sets > 0 then redis.call('HSET', key, unpack(ARGV, i, i + 2 * sets - 1)) end
  i = i + 2 * sets
  if dels > 0 then redis.call('HDEL', key, unpack(ARGV, i, i + dels - 1)) end
  i = i + dels
end
local prefix = ARGV[i]
for k = 1, 4 do if k ~= 2 then redis.call('PEXPIRE', KEYS[k], idle) end end
redis.call('DEL', KEYS[2])
local kind = ARGV[9]
if kind == 'default' then return 1 end
local now, id = tonumber(ARGV[6]), ARGV[5]
local function drop(victim)
  redis.call('DEL', prefix .. victim, prefix .. victim .. ':t', prefix .. victim .. ':u')
end
for k = 5, 7 do
  redis.call('ZREM', KEYS[k], id)
  redis.call('ZREMRANGEBYSCORE', KEYS[k], '-inf', '(' .. (now - idle))
end
local target = ({qa = KEYS[5], kept = KEYS[6], host = KEYS[7]})[kind]
redis.call('ZADD', target, now, id)
local excess = redis.call('ZCARD', KEYS[7]) - tonumber(ARGV[8])
if excess > 0 then
  local old = redis.call('ZPOPMIN', KEYS[7], excess)
  for j = 1, #old, 2 do drop(old[j]) end
end
excess = redis.call('ZCARD', KEYS[5]) + redis.call('ZCARD', KEYS[6]) - tonumber(ARGV[7])
for _, index in ipairs({KEYS[6], KEYS[5]}) do
  if excess > 0 then
    local old = redis.call('ZPOPMIN', index, excess)
    for j = 1, #old, 2 do drop(old[j]) end
    excess = excess - #old / 2
  end
end
return 1`;

/** The index a session goes under: made through the admin API, holding state host traffic gave it, or neither. */
export function sessionKind(id: string, session: Session): 'default' | 'qa' | 'kept' | 'host' {
  if (id === DEFAULT_SESSION_ID) return 'default';
  if (session.madeByQa) return 'qa';
  return session.holdsState() ? 'kept' : 'host';
}

/** What ACQUIRE read: nothing, our own version, or the stored parts. */
export type Stored = [''] | ['='] | [string | null, string[], string[]];

/** An HGETALL answer as a list of its values, parsed. */
export function values<T = unknown>(list: string[]): T[] {
  const out: T[] = [];
  for (let i = 1; i < list.length; i += 2) out.push(JSON.parse(list[i] as string) as T);
  return out;
}

/** An HGETALL answer from a MULTI (an object) as the flat list the script gives. */
export function flat(hash: unknown): string[] {
  return Object.entries((hash ?? {}) as Record<string, string>).flat();
}

/**
 * A collection's changes as SAVE's arguments: how many fields to set, how many to delete, the field/value
 * pairs, the deleted fields; every field when `full` (the script then deletes the collection first).
 */
export function fields<V>(
  map: Map<string, V>,
  changes: Changes<string>,
  full: boolean,
  encode: (value: V) => string,
): (string | number)[] {
  const sets: string[] = [];
  const dels: string[] = [];
  if (full || changes === 'all') {
    for (const [key, value] of map) sets.push(key, encode(value));
  } else {
    for (const key of changes) {
      const value = map.get(key);
      if (value === undefined) dels.push(key);
      else sets.push(key, encode(value));
    }
  }
  return [sets.length / 2, dels.length, ...sets, ...dels];
}
