/**
 * Which document a protocol route shows (doc 1 §2 routes; the login form links the last three). Chosen, as
 * the spec names the routes without their content: /userAgreement, /userPrivacy and /userChildrenPrivacy
 * show their document; /protocol shows the one its `type` query names (contracts' PROTOCOL_TYPE values),
 * the user agreement when it names none, so an old link to /protocol still lands on a document.
 */
import { PROTOCOL_TYPE, type ProtocolType } from '@wonder/contracts';
import type { RoutePath } from '../../../lib/routes';

export type ProtocolRoute = Extract<
  RoutePath,
  '/protocol' | '/userAgreement' | '/userPrivacy' | '/userChildrenPrivacy'
>;

const BY_ROUTE: Readonly<Record<Exclude<ProtocolRoute, '/protocol'>, ProtocolType>> = {
  '/userAgreement': PROTOCOL_TYPE.USER_AGREEMENT,
  '/userPrivacy': PROTOCOL_TYPE.USER_PRIVACY,
  '/userChildrenPrivacy': PROTOCOL_TYPE.USER_CHILDREN_PRIVACY,
};

const TYPES: readonly string[] = Object.values(PROTOCOL_TYPE);

export function protocolTypeFor(pathname: string, search: string): ProtocolType {
  const byRoute = BY_ROUTE[pathname as keyof typeof BY_ROUTE];
  if (byRoute) return byRoute;
  const asked = new URLSearchParams(search).get('type')?.trim() ?? '';
  return TYPES.includes(asked) ? (asked as ProtocolType) : PROTOCOL_TYPE.USER_AGREEMENT;
}
