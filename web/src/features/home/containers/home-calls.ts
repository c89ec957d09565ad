/**
 * The home's calls, built once (issue 43): who the page is for, the options of every call its first view
 * draws, and the same options read as gathered (`reads`, as `useFirstView` gives a screen's sections). HomePage
 * builds them, gathers them, and hands this one object to its sections and, across the lazy chunk boundary, to
 * HomeBlocks and HomePopups as a prop: the blocks and the popups read the source config, poster, wonderful
 * activity and invite calls with the options the page gathered (same keys, one request, a failure not asked
 * again on mount), instead of building them a second time.
 *
 * A module of its own so that the lazy chunks need only its type: its code stays in HomePage's chunk, and
 * nothing of the blocks or the popups moves into the page's first load.
 */
import { useMemo } from 'react';
import { bannerUserType, homeListUserType, platformType } from '../../../domain/audience';
import { inviteConfigQuery } from '../../../domain/invite-config';
import { readGathered } from '../../../lib/first-load/gathered-queries';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { useCallEnvironment, useEnvironment } from '../../../platform/use-environment';
import { wonderfulQuery } from '../api/popup-queries';
import {
  bannersQuery,
  enrollmentOpenQuery,
  homeListQuery,
  posterTaskQuery,
  reportRecordQuery,
  sourceConfigQuery,
  todayClassesQuery,
} from '../api/queries';
import { homeCalls } from '../rules/home-rules';

/** Who the page is for, and the options of its calls (built again only when the parent or the place changes). */
export function useHomeCalls() {
  const api = useApi();
  const { user, student } = useUserState(useUserStore());
  const env = useEnvironment();
  // The calls are made for the phone from the start; what renders follows the frame while it hydrates.
  const callEnv = useCallEnvironment();
  const token = user?.token || null;
  const userId = user?.userId || undefined;
  const status = student.studentStatus;
  const step = student.step ?? null;
  return useMemo(() => {
    const audience = { token, status };
    const calls = homeCalls(audience);
    const loggedIn = token !== null;
    const queries = {
      banners: bannersQuery(api, {
        userType: bannerUserType(audience),
        platformType: platformType(callEnv),
        userId,
      }),
      today: todayClassesQuery(api, token, calls.todayClasses),
      report: reportRecordQuery(api, userId ?? null, step, calls.reportCard),
      list: homeListQuery(api, {
        userType: homeListUserType(audience),
        deviceType: platformType(callEnv),
        userId,
      }),
      source: sourceConfigQuery(api, bannerUserType(audience)),
      enrollmentOpen: enrollmentOpenQuery(api),
      poster: posterTaskQuery(api, loggedIn),
      invite: inviteConfigQuery(api, loggedIn),
      wonderful: wonderfulQuery(api, calls.studentCalls),
    };
    return {
      api,
      env,
      token,
      userId,
      loggedIn,
      calls,
      queries,
      /** The sections' reads of the gathered calls (`readGathered`: a failure is not asked again on mount). */
      reads: {
        banners: readGathered(queries.banners),
        today: readGathered(queries.today),
        report: readGathered(queries.report),
        list: readGathered(queries.list),
        source: readGathered(queries.source),
        poster: readGathered(queries.poster),
        invite: readGathered(queries.invite),
        wonderful: readGathered(queries.wonderful),
      },
    };
  }, [api, env, callEnv, token, userId, status, step]);
}

/** The home's calls as HomePage built them: what HomeBlocks and HomePopups are given. */
export type HomeCalls = ReturnType<typeof useHomeCalls>;
