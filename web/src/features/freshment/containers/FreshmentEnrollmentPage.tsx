/**
 * /freshmentEnrollment (doc 2 §2, §4, named route freshmentEnrollment): reached from the newcomer popup,
 * banner and icons. Students only: a tourist (no token, or the tourist status) goes to /login, which comes
 * back here after signing in. The config is not requested for tourists (doc 2 §5).
 */
import { useQuery } from '@tanstack/react-query';
import { DOWNLOAD_ENTER, DOWNLOAD_TYPE, downloadAppPath } from '../../../domain/download-links';
import { JUMP_KEYS } from '../../../domain/redirect';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { Redirect, useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { isTourist, useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import { entranceDetailQuery } from '../api/queries';
import { FreshmentEnrollment, type FreshmentView } from '../components/FreshmentEnrollment';
import { enrollmentProgress, enrollmentTitle } from '../rules/enrollment';

export function FreshmentEnrollmentPage() {
  const env = useEnvironment();
  const navigate = useAppNavigate();
  const { back } = usePageBack();
  const userState = useUserState(useUserStore());
  const tourist = isTourist(userState);
  const config = useQuery(entranceDetailQuery(useApi(), tourist ? null : (userState.user?.token ?? null)));

  if (tourist) return <Redirect to="/login" />;

  const view: FreshmentView = config.isSuccess
    ? {
        status: 'ready',
        title: enrollmentTitle(config.data),
        imageUrl: config.data.homePageConfig?.activityImgUrl ?? null,
        progress: enrollmentProgress(config.data),
      }
    : config.isError
      ? { status: 'failed' }
      : { status: 'loading' };

  return (
    <FreshmentEnrollment
      view={view}
      inApp={env.isApp}
      onDoTasks={() =>
        navigate(
          env.isApp
            ? JUMP_KEYS.task
            : downloadAppPath({ type: DOWNLOAD_TYPE.freshEnrollment, enter: DOWNLOAD_ENTER.other }),
        )
      }
      onRetry={() => void config.refetch()}
      onBack={back}
    />
  );
}
