/**
 * The trial-claim login popup's container logic: open on /index?trialClaim=1 for a visitor without a token
 * (domain/trial-claim-link.ts), the form's state, the checks and the throttle before each call, the countdown
 * after a send; closing (or logging in) leaves the query.
 */
import { useMutation } from '@tanstack/react-query';
import { HOME_LIMITS } from '@wonder/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { countdownLeft, throttled, validatePhone } from '../../../domain/phone-form';
import { wantsTrialClaim } from '../../../domain/trial-claim-link';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useFeedback, useUserStore } from '../../../lib/services';
import { useTrackEvent } from '../../../lib/tracking';
import { useUserState } from '../../../lib/user-store';
import { texts } from '../../../texts';
import { trialClaimLoginMutation, trialClaimSendMutation } from '../api/trial-claim';
import type { TrialClaimPopupProps } from '../components/popups/TrialClaimPopup';
import { afterClaim, claimProblem, TRIAL_CLAIM_EVENT } from '../rules/trial-claim';

const SOURCE = { source: HOME_LIMITS.TRIAL_CLAIM_SOURCE };

export function useTrialClaim(): TrialClaimPopupProps | null {
  const api = useApi();
  const store = useUserStore();
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const track = useTrackEvent();
  const { user } = useUserState(store);
  const open = wantsTrialClaim(useLocation().search) && !user?.token;

  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now);
  const lastSend = useRef<number | null>(null);
  const lastClaim = useRef<number | null>(null);
  const countdown = countdownLeft(sentAt, now);
  const counting = countdown > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const send = useMutation(trialClaimSendMutation(api));
  const login = useMutation(trialClaimLoginMutation(api, store));

  /** doc 2 §9 "throttle 1 s": a tap within 1 s of the same button's last accepted one does nothing. */
  const accept = (last: { current: number | null }) => {
    const at = Date.now();
    if (throttled(last.current, at)) return false;
    last.current = at;
    return true;
  };
  const toast = (content: string) => feedback.toast({ content });

  if (!open) return null;
  return {
    phone,
    code,
    countdown,
    sending: send.isPending,
    claiming: login.isPending,
    onPhone: setPhone,
    onCode: setCode,
    onSend: () => {
      if (!accept(lastSend)) return;
      const problem = validatePhone(phone);
      if (problem) return toast(problem);
      send.mutate(phone.trim(), {
        onSuccess: () => {
          toast(texts.phoneForm.sendSuccess);
          const at = Date.now();
          setSentAt(at);
          setNow(at);
        },
        onError: () => track({ name: TRIAL_CLAIM_EVENT.sendFail, paras: SOURCE }),
      });
    },
    onClaim: () => {
      if (!accept(lastClaim)) return;
      const problem = claimProblem(phone, code);
      if (problem) return toast(problem);
      login.mutate(
        { phone: phone.trim(), code: code.trim() },
        {
          onSuccess: ({ isFirstLogin }) => navigate(afterClaim(isFirstLogin), { replace: true }),
          onError: (error) => {
            console.warn('[trial-claim] login failed', error);
            track({ name: TRIAL_CLAIM_EVENT.loginFail, paras: SOURCE });
          },
        },
      );
    },
    onClose: () => navigate('/index', { replace: true }),
  };
}
