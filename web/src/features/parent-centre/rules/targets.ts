/**
 * Where each parent-centre entry goes (doc 3 §2). Pages the spec names open by path (those without a
 * described content show the app's app-only page); the shop, praise and online consult are links outside
 * the app; phone consult dials, or on iOS copies the number (./entries.ts phoneCopies).
 */
import { HOUR_TYPE } from '@wonder/contracts';
import { ONLINE_CONSULT_URL, PRAISE_URL } from '../../../domain/external-config';
import { type Href, href, type QueryValues, type RoutePath, routeTo } from '../../../lib/routes';
import type { HourType } from './hours';
import type { EntryKey } from './sections';

/** The entry value the pages it opens are told (tracking and back behaviour; chosen). */
export const CENTRE_ENTRY = 'parentsCenter';

export type EntryTarget =
  | { kind: 'route'; path: Href }
  | { kind: 'url'; url: string }
  | { kind: 'shop' }
  | { kind: 'phone' };

export interface TargetContext {
  /** The tutor id (tutor entry). */
  crUid: number | null;
  /** The student's step (wrong-answer set), e.g. 'L3-2-1'; null when unknown. */
  step: string | null;
}

const route = (path: RoutePath, params?: QueryValues): EntryTarget => ({
  kind: 'route',
  path: href(path, params),
});

export function entryTarget(key: EntryKey, ctx: TargetContext): EntryTarget {
  switch (key) {
    case 'orders':
      return route('/myOrder');
    case 'addresses':
      return route('/myAddressCenter/myAddressList');
    case 'logistics':
      return route('/myExpress/list');
    case 'activityCenter':
      return route('/activityCenter');
    case 'beanShop':
      return { kind: 'shop' };
    case 'praise':
      return { kind: 'url', url: PRAISE_URL };
    case 'myTasks':
      return route('/myTaskCenter/myTaskList');
    case 'medals':
      return route('/medalList');
    case 'inviteRewards':
      return route('/sharePoster');
    case 'studyTasks':
      // As the my-classes study-task card: course type 4, the unfinished tab first, every subject.
      return route('/myClassList', { courseType: 4, tabType: 1, entry: CENTRE_ENTRY, multiSubject: 1 });
    case 'reports':
      return route('/growUp/growReportList', { key: 1, entry: CENTRE_ENTRY });
    case 'wrongSet':
      return route('/wrongWorkGroup', {
        step: ctx.step?.split('-')[0] ?? '',
        entry: CENTRE_ENTRY,
        source: CENTRE_ENTRY,
      });
    case 'leave':
      return route('/leaveRecord');
    case 'help':
      return route('/help/list');
    case 'materials':
      return { kind: 'route', path: routeTo('learningMaterials') };
    case 'tutor':
      return route('/tutor', { crUid: ctx.crUid ?? 0 });
    case 'onlineConsult':
      return { kind: 'url', url: ONLINE_CONSULT_URL };
    case 'phoneConsult':
      return { kind: 'phone' };
    case 'settings':
      return route('/option');
    case 'feedback':
      return route('/feedback');
  }
}

/** A tile opens /myClassHour?hourType=0|1|2. */
export const classHourPath = (type: HourType): Href => href('/myClassHour', { hourType: type });

/** /parentsCenter?classHourType=… (the named route's parameter): the tile to point out, if any. */
export function highlightedTile(search: string): HourType | null {
  const raw = new URLSearchParams(search).get('classHourType');
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return n === HOUR_TYPE.LIVE || n === HOUR_TYPE.RECORDED || n === HOUR_TYPE.LEAVE ? n : null;
}
