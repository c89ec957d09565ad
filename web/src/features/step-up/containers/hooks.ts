/**
 * What every step-up container needs: the logged-in parent (no token → user cleared, /login; doc 3 §2),
 * the student's step-up info, the server-aligned clock of the countdown, a one-second ticker, and what the
 * shift centre's writes do with their answer.
 */

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { stepUpEndpoints } from '@wonder/contracts';
import { useEffect, useState } from 'react';
import { invalidateEndpoint } from '../../../lib/endpoint-query';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useFeedback, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { recordStepUpFailure, type StepUpFailure } from '../api/failures';
import { stepUpInfoQuery } from '../api/queries';
import { type InfoResult, refusal, studentIdOf } from '../api/step-up-api';
import { useFlow } from './flow';

export interface StepUpUser {
  token: string;
  userId: string;
  studentId: number | null;
}

/** The parent as the step-up screens know them; null without a token. */
export function stepUpUserOf(user: { token?: string | null; userId?: string } | null): StepUpUser | null {
  const token = user?.token || null;
  const userId = user?.userId ?? '';
  return token ? { token, userId, studentId: studentIdOf(userId) } : null;
}

/** The parent, or null while a user without token is sent to /login. */
export function useStepUpUser(): StepUpUser | null {
  const store = useUserStore();
  const user = stepUpUserOf(useUserState(store).user);
  const navigate = useAppNavigate();
  const token = user?.token ?? null;
  useEffect(() => {
    if (token) return;
    store.logout();
    navigate('/login', { replace: true });
  }, [token, store, navigate]);
  return user;
}

export function useStepUpInfo(user: StepUpUser | null) {
  return useQuery(stepUpInfoQuery(useApi(), user?.studentId ?? null));
}

/** "Now" on the step-up host's clock: its reply time moved on by the time since the reply arrived. */
export function serverNow(result: InfoResult | undefined, now: number = Date.now()): number {
  if (result?.kind !== 'info' || result.serverTime === null) return now;
  return result.serverTime + (now - result.receivedAt);
}

/** Re-renders every `ms` while enabled (the countdown refreshes every second). */
export function useTicker(enabled: boolean, ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setTick((t) => t + 1), ms);
    return () => clearInterval(id);
  }, [enabled, ms]);
  return tick;
}

/**
 * A shift-centre write's answer (doc 3 §4, §8): success says so, reads the info again and returns to the
 * education page; a 201 is recorded ("toast the server msg and record the failure": the error policy toasts).
 */
export function useShiftCentreWrite(action: StepUpFailure['action'], done: string) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const feedback = useFeedback();
  const flow = useFlow();
  return {
    onSuccess: async () => {
      feedback.toast({ content: done });
      await invalidateEndpoint(queryClient, stepUpEndpoints.info);
      navigate(flow.education, { replace: true });
    },
    recordRefusal: (error: unknown) => {
      const message = refusal(error);
      if (message !== null) recordStepUpFailure({ action, code: 201, message });
    },
  };
}
