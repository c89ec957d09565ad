/**
 * The head-teacher contact (doc 3 §4, §8, §9): opening it asks the learning-partner host for the head master.
 * With one (dialog type 2): copy the mobile ('Copied contact to clipboard') or notify the head teacher
 * ('The head teacher will contact you within 24 hours'). Without one, or when the lookup fails (dialog
 * type 3): customer service on the hotline (domain/external-config.ts SERVICE_HOTLINE, doc 3 §9).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE_HOTLINE } from '../../../domain/external-config';
import { Deferred } from '../../../lib/first-load/deferred';
import { useApi, useFeedback } from '../../../lib/services';
import { copyText } from '../../../platform/clipboard';
import { headMasterQuery, notifyHeadTeacherMutation } from '../api/queries';
import type { HeadTeacherState } from '../components/dialogs';
import { headTeacherTexts } from '../texts';
import { LazyHeadTeacherDialog } from './lazy-dialogs';

export interface HeadTeacherContactProps {
  visible: boolean;
  userId: string;
  onClose(): void;
  /** Injected in tests; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
  /** Injected in tests; tel: navigation otherwise. */
  dial?: (phone: string) => void;
}

export function HeadTeacherContact({
  visible,
  userId,
  onClose,
  copy = copyText,
  dial = (phone) => window.location.assign(`tel:${phone}`),
}: HeadTeacherContactProps) {
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const headMaster = useQuery(headMasterQuery(api, queryClient, userId, visible));
  const notify = useMutation(notifyHeadTeacherMutation(api, queryClient, userId));

  let state: HeadTeacherState = { kind: 'loading' };
  if (headMaster.data) state = { kind: 'present', mobile: headMaster.data.mobile };
  else if (headMaster.isSuccess || headMaster.isError) state = { kind: 'absent', hotline: SERVICE_HOTLINE };

  const toast = (content: string) => feedback.toast({ content });
  return (
    <Deferred when={visible}>
      <LazyHeadTeacherDialog
        visible={visible}
        state={state}
        notifying={notify.isPending}
        onClose={onClose}
        onCopy={() => {
          if (state.kind !== 'present') return;
          void copy(state.mobile).then((ok) =>
            toast(ok ? headTeacherTexts.copied : headTeacherTexts.copyFailed),
          );
        }}
        onNotify={() =>
          notify.mutate(undefined, {
            onSuccess: () => {
              toast(headTeacherTexts.notified);
              onClose();
            },
          })
        }
        onCall={() => dial(SERVICE_HOTLINE)}
      />
    </Deferred>
  );
}
