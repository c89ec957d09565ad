/**
 * Home's popups (doc 2 §4): asks each popup's calls (only for the roles the spec allows), turns them into
 * readiness and lets rules/popup-chain decide which one shows; then the notification popup. Loaded lazily
 * by HomePage after the page's first paint, so none of this weighs on /index's first load. The calls the
 * first view gathered (source config, wonderful activity) are read with the page's options (`home`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceConfigPopup } from '@wonder/contracts';
import { homeEndpoints } from '@wonder/contracts';
import { useEffect, useMemo, useState } from 'react';
import { classHourRewardHref } from '../../../domain/class-hour-reward';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../domain/download-links';
import { activityPeriodQuery, isInPeriod, resolvePeriod } from '../../../domain/higher-level-period';
import { type RedirectTarget, useRedirect } from '../../../domain/redirect';
import { invalidateEndpoint } from '../../../lib/endpoint-query';
import { useAppNavigate } from '../../../lib/navigation';
import type { Href } from '../../../lib/routes';
import { LOCAL_KEYS, localStore } from '../../../platform/storage';
import { fmt } from '../../../texts';
import {
  interestTagsQuery,
  receiveAwardsMutation,
  saveInterestTagsMutation,
  signedInTodayQuery,
  unclaimedAwardsQuery,
} from '../api/popup-queries';
import { ClassHourGiftPopup } from '../components/popups/ClassHourGiftPopup';
import { GiftTip } from '../components/popups/GiftTip';
import { ImagePopup } from '../components/popups/ImagePopup';
import { InterestTagsPopup } from '../components/popups/InterestTagsPopup';
import { NotificationPopup } from '../components/popups/NotificationPopup';
import type { PopupArtKind } from '../components/popups/PopupArt';
import { TrialClaimPopup } from '../components/popups/TrialClaimPopup';
import { WONDERFUL_ACTIVITY_PATH } from '../rules/home-rules';
import { initialChoices, saveBody, type TagChoices, toggleTag } from '../rules/interest-tags';
import {
  checkInPopup,
  decidePopup,
  giftHours,
  giftMode,
  type HomePopup,
  readiness,
} from '../rules/popup-chain';
import { homeTexts } from '../texts';
import { homeExtraTexts } from '../texts/extras';
import type { HomeCalls } from './home-calls';
import { useNewcomer } from './use-newcomer';
import { useNotification } from './use-notification';
import { useTrialClaim } from './use-trial-claim';

const T = homeExtraTexts.popups;

export interface HomePopupsProps {
  /** The page's calls, built once by HomePage (home-calls.ts): the popups read its gathered options. */
  home: HomeCalls;
}

export default function HomePopups({ home }: HomePopupsProps) {
  const { api, env, token, userId, reads } = home;
  const { studentCalls } = home.calls;
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const redirect = useRedirect();

  const [closed, setClosed] = useState<ReadonlySet<HomePopup>>(() => new Set());
  const close = (key: HomePopup) => setClosed((s) => new Set(s).add(key));

  // The chain's calls, in its order.
  const period = useQuery(activityPeriodQuery(api));
  const awards = useQuery(unclaimedAwardsQuery(api, token, studentCalls));
  const signedIn = useQuery(signedInTodayQuery(api, studentCalls));
  const { newcomer, asked: newcomerAsked, deciding: enrollmentDeciding } = useNewcomer(studentCalls);
  // Gathered with the first view: a failure there is not asked again here.
  const wonderful = useQuery(reads.wonderful);
  const tags = useQuery(interestTagsQuery(api, studentCalls));
  const source = useQuery(reads.source);

  const [giftShownBefore] = useState(() => localStore.getString(LOCAL_KEYS.classHourGiftShown) === '1');
  const gift = giftMode(awards.data, env.isApp, giftShownBefore);
  const hours = giftHours(awards.data ?? []);
  const stepUpOpen = period.isFetched && isInPeriod(resolvePeriod(period.data ?? null), Date.now());
  const checkIn = checkInPopup(signedIn.data);
  const tagPopup = tags.data?.[0];
  const sourcePopup: SourceConfigPopup | undefined = source.data?.popups[0];

  const decision = decidePopup(
    {
      stepUp: period.isPending ? 'loading' : stepUpOpen ? 'show' : 'none',
      classHourGift: readiness({ enabled: studentCalls, ...awards }, gift === 'popup'),
      checkIn: readiness({ enabled: studentCalls, ...signedIn }, checkIn.show),
      newcomer: enrollmentDeciding
        ? 'loading'
        : readiness(
            { enabled: newcomerAsked, ...newcomer },
            !!newcomer.data && newcomer.data.thirdScene && newcomer.data.isShowPop,
          ),
      wonderful: readiness({ enabled: studentCalls, ...wonderful }, wonderful.data?.popup === true),
      interestTags: readiness({ enabled: studentCalls, ...tags }, !!tagPopup),
      sourceConfig: readiness({ enabled: true, ...source }, !!sourcePopup),
    },
    closed,
  );

  // The gift opens once in the app: remember it the first time it shows.
  useEffect(() => {
    if (decision.current === 'classHourGift') localStore.setString(LOCAL_KEYS.classHourGiftShown, '1');
  }, [decision.current]);

  // A failed claim toasts the server's message (doc 2 §8) and the offer stays.
  const claim = useMutation(receiveAwardsMutation(api, token));
  const giftStage = claim.isPending ? 'claiming' : claim.isSuccess ? 'claimed' : 'offer';
  const [giftOpen, setGiftOpen] = useState(false);
  const acceptGift = () => {
    if (token && awards.data?.length) claim.mutate([...awards.data]);
  };
  const closeGift = () => {
    if (claim.isSuccess) void invalidateEndpoint(queryClient, homeEndpoints.listUnclaimedAward);
    setGiftOpen(false);
    claim.reset();
    close('classHourGift');
  };

  const [choices, setChoices] = useState<TagChoices | null>(null);
  const tagChoices = useMemo(
    () => choices ?? (tagPopup ? initialChoices(tagPopup) : new Map()),
    [choices, tagPopup],
  );
  // doc 2 §8 "A non-success on the tag save shows the server message as a toast": the popup stays.
  const tagSave = useMutation(saveInterestTagsMutation(api));
  const saveTags = () => {
    if (tagPopup)
      tagSave.mutate({ body: saveBody(tagPopup, tagChoices) }, { onSuccess: () => close('interestTags') });
  };

  const notify = useNotification(decision.settled, studentCalls, userId ?? null);
  const trialClaim = useTrialClaim();

  /** An image popup whose action closes it and opens a page. */
  const pagePopup = (
    key: HomePopup,
    path: Href,
    shown: { title: string; text: string; action?: string; imgPath?: string | null; art?: PopupArtKind },
  ) => (
    <ImagePopup
      {...shown}
      action={shown.action ?? T.look}
      onAction={() => {
        close(key);
        navigate(path);
      }}
      onClose={() => close(key)}
    />
  );

  const popup = (() => {
    // Asked for by the parent (a tap or a campaign link), so it comes before the chain.
    if (trialClaim) return <TrialClaimPopup {...trialClaim} />;
    if (giftOpen || decision.current === 'classHourGift') {
      return (
        <ClassHourGiftPopup
          awards={awards.data ?? []}
          hours={hours}
          stage={giftStage}
          onAccept={acceptGift}
          onViewHours={() => {
            closeGift();
            navigate(classHourRewardHref());
          }}
          onClose={closeGift}
        />
      );
    }
    switch (decision.current) {
      case 'stepUp':
        return pagePopup('stepUp', token ? '/higherLevel' : '/higherLevelLogin', {
          ...T.stepUp,
          art: 'stepUp',
        });
      case 'checkIn':
        return pagePopup('checkIn', '/dailyCheckIn', {
          ...T.checkIn,
          text: checkIn.dayNum === null ? T.checkIn.text : fmt(T.checkIn.days, { n: checkIn.dayNum }),
          art: 'checkIn',
        });
      case 'newcomer':
        return pagePopup('newcomer', '/freshmentEnrollment', {
          title: newcomer.data?.homePageConfig?.title || T.newcomer.title,
          text: T.newcomer.text,
          imgPath: newcomer.data?.homePageConfig?.popImgUrl,
        });
      case 'wonderful':
        return pagePopup('wonderful', WONDERFUL_ACTIVITY_PATH, { ...T.wonderful, art: 'wonderful' });
      case 'interestTags':
        return tagPopup ? (
          <InterestTagsPopup
            popup={tagPopup}
            choices={tagChoices}
            saving={tagSave.isPending}
            onToggle={(groupId, tagId) => {
              const group = tagPopup.olParentInterestTagPopGroupSaveDtos.find((g) => g.id === groupId);
              if (group) setChoices(toggleTag(group, tagId, tagChoices));
            }}
            onSave={saveTags}
            onClose={() => close('interestTags')}
          />
        ) : null;
      case 'sourceConfig':
        return sourcePopup ? (
          <ImagePopup
            title={sourcePopup.title || homeTexts.bannersLabel}
            imgPath={sourcePopup.imgPath}
            action={T.look}
            onAction={() => {
              close('sourceConfig');
              void redirect(sourcePopup as RedirectTarget, { downloadEnter: DOWNLOAD_ENTER.home });
            }}
            onClose={() => close('sourceConfig')}
          />
        ) : null;
      default:
        return notify.stage ? (
          <NotificationPopup stage={notify.stage} onConfirm={notify.confirm} onCancel={notify.cancel} />
        ) : null;
    }
  })();

  return (
    <>
      {gift === 'tip' && !giftOpen && decision.current === null && (
        <GiftTip
          hours={hours}
          isApp={env.isApp}
          onOpen={() =>
            env.isApp ? setGiftOpen(true) : navigate(downloadAppPath({ enter: DOWNLOAD_ENTER.home }))
          }
        />
      )}
      {popup}
    </>
  );
}
