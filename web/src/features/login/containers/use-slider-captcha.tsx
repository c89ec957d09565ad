/**
 * The slider captcha as a promise: `solve()` opens the box, loads a puzzle and resolves with the
 * verification string once solved, or null when the parent closes it (the SMS send then stops and only
 * logs, doc 1 §8). Renders SliderCaptcha wired to the captcha gateway calls.
 */
import { useMutation } from '@tanstack/react-query';
import type { CaptchaChallenge } from '@wonder/contracts';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Deferred } from '../../../lib/first-load/deferred';
import { useApi } from '../../../lib/services';
import { texts } from '../../../texts';
import { captchaChallengeMutation, captchaCheckMutation } from '../api/queries';
import { LazySliderCaptcha } from './lazy-popups';

export interface SliderCaptchaGate {
  solve(): Promise<string | null>;
  element: ReactNode;
}

export function useSliderCaptcha(
  log: (message: string, detail?: unknown) => void = console.info,
): SliderCaptchaGate {
  const [visible, setVisible] = useState(false);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const pending = useRef<((verification: string | null) => void) | null>(null);
  const api = useApi();
  const load = useMutation(captchaChallengeMutation(api));
  const check = useMutation(captchaCheckMutation(api));
  const loadRef = useRef(load.mutateAsync);
  loadRef.current = load.mutateAsync;

  const requestChallenge = useCallback(() => {
    setChallenge(null);
    setExpiredMessage(null);
    loadRef.current().then(
      (result) => {
        if (result.kind === 'ok') setChallenge(result.challenge);
        else setExpiredMessage(result.message);
      },
      (error: unknown) => {
        log('[captcha] loading failed', error);
        setExpiredMessage(`${texts.request.failed}，${texts.request.retry}`);
      },
    );
  }, [log]);

  const settle = useCallback((verification: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    // The puzzle stays while the box fades out; the next opening loads a new one.
    setVisible(false);
    resolve?.(verification);
  }, []);

  const solve = useCallback(() => {
    // A second request while the box is open replaces the first, which counts as closed.
    pending.current?.(null);
    const result = new Promise<string | null>((resolve) => {
      pending.current = resolve;
    });
    setVisible(true);
    requestChallenge();
    return result;
  }, [requestChallenge]);

  const element = (
    <Deferred when={visible}>
      <LazySliderCaptcha
        visible={visible}
        challenge={challenge}
        loading={load.isPending}
        expiredMessage={expiredMessage}
        onRequestChallenge={requestChallenge}
        onCheck={(input) => check.mutateAsync(input)}
        onSuccess={(verification) => settle(verification)}
        onError={(reason) => log(`[captcha] verification ${reason}`)}
        onClose={() => {
          log('[captcha] closed before it was solved');
          settle(null);
        }}
      />
    </Deferred>
  );
  return { solve, element };
}
