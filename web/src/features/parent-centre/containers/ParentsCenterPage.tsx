/**
 * /parentsCenter (doc 3 §2, §4, §6), the "me" tab, a named route taking classHourType: fetches the private
 * info, hours, leave, logistics marker, check-in, wrong-set switch, invite config and the undone study-task
 * count, and decides with rules/entries.ts what shows. No token → /login. The page-loading flag is the
 * private info and the invite and wrong-set configs: until they settle the page is its skeleton. Kept alive: a hidden instance does not redirect.
 */

import { useMutation, useQuery } from '@tanstack/react-query';
import { HOUR_TYPE } from '@wonder/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DOWNLOAD_ENTER } from '../../../domain/download-links';
import { SERVICE_HOTLINE, SHOP_URL } from '../../../domain/external-config';
import { maskPhone } from '../../../domain/mask-phone';
import { useRedirect } from '../../../domain/redirect';
import { personInfoQuery } from '../../../domain/shared-queries';
import { useSearchAsInFrame, useUserIdAsInFrame } from '../../../lib/first-load/as-in-frame';
import { afterFirstView, askedAfterFirstView, useAfterFirstView } from '../../../lib/first-load/first-view';
import { type FirstViewReads, readGathered, useFirstView } from '../../../lib/first-load/gathered-queries';
import { Redirect, useAppNavigate } from '../../../lib/navigation';
import { isAt, NAMED_ROUTES } from '../../../lib/routes';
import { useApi, useFeedback, useUserStore } from '../../../lib/services';
import { useStableHandler } from '../../../lib/stable-handler';
import { useStructuralValue } from '../../../lib/structural-value';
import { useUserState } from '../../../lib/user-store';
import { copyText } from '../../../platform/clipboard';
import { useEnvironment } from '../../../platform/use-environment';
import { fmt } from '../../../texts';
import {
  brandHoursQuery,
  centreLoginOptions,
  currentGroupQuery,
  initTaskMutation,
  leaveSummaryQuery,
  undoneCountQuery,
} from '../api/queries';
import { PageSkeleton } from '../components/PageSkeleton';
import { ParentCentreView } from '../components/ParentCentreView';
import { centreRules } from '../rules/entries';
import { type HourType, hoursOf, tileState } from '../rules/hours';
import { centreSections, type EntryKey } from '../rules/sections';
import { classHourPath, entryTarget, highlightedTile } from '../rules/targets';
import { PARENT_ROLE_TEXTS, parentCentreTexts as T } from '../texts';

const FAILED = { isPending: false, isError: true } as const;

/** The page's calls, built once: the first view's for the gate and the content, the tiles' for the content. */
function useCentreCalls() {
  const api = useApi();
  const { user } = useUserState(useUserStore());
  const env = useEnvironment();
  const token = user?.token || null;
  const unificationId = user?.unificationId || null;
  const signedIn = token !== null;
  return {
    token,
    /** What the page's first view draws: gathered before it shows. */
    firstView: {
      person: personInfoQuery(api, token),
      ...centreLoginOptions(api, signedIn),
    },
    /** The hour tiles: their own loading state in their reserved place, so a slow call does not hold the page. */
    tiles: {
      brands: brandHoursQuery(api, { unificationId, isMiniProgram: env.isMiniProgram }),
      leave: leaveSummaryQuery(api, unificationId),
    },
  };
}

/**
 * The first view in one commit (issue #30; lib/first-load/gathered-queries.ts): the skeleton until the parent's info,
 * the configs that add or remove whole blocks, the logistics mark and the check-in have answered, then the
 * page at once. The hour tiles (their own loading state) and the study tasks' count (it depends on the current
 * group) come after, into their own places.
 */
export function ParentsCenterPage() {
  const { token, firstView, tiles } = useCentreCalls();
  const view = useFirstView(firstView);
  return (
    <>
      <InitTaskOnEntry token={token} />
      {view.shown ? <ParentsCenterContent calls={view.reads} tiles={tiles} /> : <PageSkeleton />}
    </>
  );
}

type CentreCalls = ReturnType<typeof useCentreCalls>;

function ParentsCenterContent({
  calls,
  tiles,
}: {
  calls: FirstViewReads<CentreCalls['firstView']>;
  tiles: CentreCalls['tiles'];
}) {
  const api = useApi();
  const feedback = useFeedback();
  const { user, student } = useUserState(useUserStore());
  const env = useEnvironment();
  const location = useLocation();
  const navigate = useAppNavigate();
  const redirect = useRedirect();
  const visible = isAt(location.pathname, NAMED_ROUTES.parentsCenter);
  const token = user?.token || null;
  const unificationId = user?.unificationId || null;
  // The frame's while hydrating (lib/first-load/as-in-frame): the frame is drawn for the bare path and no user.
  const search = useSearchAsInFrame(location.search);
  const shownUserId = useUserIdAsInFrame(user?.userId ?? '');

  // The hour tiles, the study tasks' count and the entry task draw nothing of the first view: asked after it.
  const later = useAfterFirstView();
  const person = useQuery(calls.person);
  const brands = useQuery(askedAfterFirstView(readGathered(tiles.brands), later));
  const leave = useQuery(askedAfterFirstView(readGathered(tiles.leave), later));
  const logistics = useQuery(calls.logistics);
  const checkIn = useQuery(calls.checkIn);
  const wrongSet = useQuery(calls.wrongSet);
  const invite = useQuery(calls.invite);
  const rules = centreRules({
    token,
    userId: user?.userId ?? null,
    status: student.studentStatus,
    env,
    crUid: person.data?.crUid ?? null,
    wrongSetSwitch: wrongSet.data,
    invite: invite.data,
  });
  const group = useQuery(askedAfterFirstView(currentGroupQuery(api, token, rules.showStudyTaskCount), later));
  const undone = useQuery(undoneCountQuery(api, token, group.data?.groupId ?? null));

  // What the view draws, each part kept while it is unchanged (lib/structural-value.ts), and handlers of a
  // fixed identity: a tile's or the study tasks' answer then draws its own part again, not the whole page.
  const info = person.data;
  const role = info ? (PARENT_ROLE_TEXTS[info.parentStatus] ?? '') : '';
  const header = useStructuralValue({
    data: {
      avatarUrl: info?.headImg || null,
      title: fmt(T.kidWithRole, { kid: info?.kidName || T.kidFallback, role }),
      userId: shownUserId,
      phoneMasked: info ? maskPhone(info.parentPhone) : '',
      stars: info?.starNum ?? 0,
    },
    showMyExchange: rules.showMyExchange,
    checkedIn: checkIn.data?.signIn ?? null,
  });
  const hourTiles = useStructuralValue({
    live: tileState(unificationId ? brands : FAILED, (b) => hoursOf(b, HOUR_TYPE.LIVE)),
    recorded: tileState(unificationId ? brands : FAILED, (b) => hoursOf(b, HOUR_TYPE.RECORDED)),
    leave: tileState(unificationId ? leave : FAILED, (l) => l.usableNum),
    highlighted: highlightedTile(search),
  });
  const inviteCard = useStructuralValue({
    title: invite.data?.inviteTitle || T.invite.titleFallback,
    poster: rules.showInvitePoster,
    screenshot: rules.showInviteScreenshot,
  });
  const sections = useStructuralValue(
    centreSections(rules, { logisticsMark: logistics.data?.isMark ?? false, undone: undone.data ?? null }),
  );

  const open = (url: string) =>
    void redirect({ kind: 'external', url }, { downloadEnter: DOWNLOAD_ENTER.parentCentre });
  const onEntry = async (key: EntryKey) => {
    const target = entryTarget(key, { crUid: info?.crUid ?? null, step: student.step ?? null });
    switch (target.kind) {
      case 'route':
        navigate(target.path);
        return;
      case 'url':
        open(target.url);
        return;
      case 'shop':
        await redirect({ kind: 'shop', url: SHOP_URL }, { downloadEnter: DOWNLOAD_ENTER.parentCentre });
        return;
      case 'phone':
        if (!rules.phoneCopies) {
          window.location.assign(`tel:${SERVICE_HOTLINE}`);
          return;
        }
        feedback.toast({
          content: fmt((await copyText(SERVICE_HOTLINE)) ? T.phoneCopied : T.phoneCopyFailed, {
            phone: SERVICE_HOTLINE,
          }),
        });
    }
  };
  const onEditProfile = useStableHandler(() => navigate('/settingUpInformation'));
  const onMyExchange = useStableHandler(() => navigate('/myExchange'));
  const onCheckIn = useStableHandler(() => navigate('/dailyCheckIn'));
  const onTile = useStableHandler((type: HourType) => navigate(classHourPath(type)));
  const onInvitePoster = useStableHandler(
    () => invite.data?.minePosterUrl && open(invite.data.minePosterUrl),
  );
  const onInviteScreenshot = useStableHandler(
    () => invite.data?.minePresentUrl && open(invite.data.minePresentUrl),
  );
  const onEntryTap = useStableHandler((key: EntryKey) => void onEntry(key));

  if (rules.redirectTo) return visible ? <Redirect to={rules.redirectTo} /> : null;
  // The page-loading flag: the private info and the two configs that add or remove whole blocks (invite
  // gifts, the wrong-answer entry), so nothing below them moves once the page shows (CLS).
  if (person.isPending || invite.isPending || wrongSet.isPending) return <PageSkeleton />;

  return (
    <ParentCentreView
      header={header}
      tiles={hourTiles}
      invite={inviteCard}
      sections={sections}
      onEditProfile={onEditProfile}
      onMyExchange={onMyExchange}
      onCheckIn={onCheckIn}
      onTile={onTile}
      onInvitePoster={onInvitePoster}
      onInviteScreenshot={onInviteScreenshot}
      onEntry={onEntryTap}
    />
  );
}

/**
 * The entry task, on entering, once per login: its answer is not used (doc 3 §7). A component of its own that
 * draws nothing: the call's pending and settled states re-render it, not the page.
 */
function InitTaskOnEntry({ token }: { token: string | null }) {
  const { mutate: initTask } = useMutation(initTaskMutation(useApi()));
  useEffect(() => {
    if (token) afterFirstView(() => initTask({}));
  }, [initTask, token]);
  return null;
}
