/**
 * /myClassHour?hourType=0|1|2 (doc 3 §2, §3): the hours per brand (live: smallLive, recorded: record; bought
 * and gifted) or the remaining leave count, from the same calls as the parent-centre tiles. No token →
 * /login. Switching the type replaces the query, so back returns to the parent centre.
 */

import { useQuery } from '@tanstack/react-query';
import { HOUR_TYPE } from '@wonder/contracts';
import { useLocation } from 'react-router-dom';
import { usePageBack } from '../../../lib/blocks';
import { Redirect, useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import { brandHoursQuery, leaveSummaryQuery } from '../api/queries';
import { type ClassHourContent, MyClassHourView } from '../components/MyClassHourView';
import { brandRows, hourTypeOf } from '../rules/hours';
import { classHourPath } from '../rules/targets';
import { classHourTexts } from '../texts';

export function MyClassHourPage() {
  const api = useApi();
  const { user } = useUserState(useUserStore());
  const env = useEnvironment();
  const location = useLocation();
  const navigate = useAppNavigate();
  const back = usePageBack();
  const type = hourTypeOf(location.search);
  const unificationId = user?.unificationId || null;
  const leave = type === HOUR_TYPE.LEAVE;
  const brands = useQuery({
    ...brandHoursQuery(api, { unificationId, isMiniProgram: env.isMiniProgram }),
    enabled: unificationId !== null && !leave,
  });
  const leaveSummary = useQuery({
    ...leaveSummaryQuery(api, unificationId),
    enabled: unificationId !== null && leave,
  });

  if (!user?.token) return <Redirect to="/login" />;

  const q = leave ? leaveSummary : brands;
  const content: ClassHourContent =
    q.isError || unificationId === null
      ? { status: 'failed' }
      : leaveSummary.data && leave
        ? { status: 'leave', usableNum: leaveSummary.data.usableNum }
        : brands.data && !leave
          ? { status: 'hours', rows: brandRows(brands.data, type) }
          : { status: 'loading' };

  return (
    <MyClassHourView
      title={classHourTexts.title}
      canGoBack={back.canGoBack}
      onBack={back.back}
      onHome={back.home}
      type={type}
      content={content}
      onType={(t) => navigate(classHourPath(t), { replace: true })}
      onRetry={() => void q.refetch()}
    />
  );
}
