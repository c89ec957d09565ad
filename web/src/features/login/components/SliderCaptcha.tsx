/**
 * The slider captcha (doc 1 §2, §4, §5, §9): title 安全验证 with a close icon, the puzzle background with
 * the jigsaw piece, a refresh icon, and a track whose handle drags the piece right.
 *
 * States: loading (no images yet), idle, dragging, checking, success, failure, images-expired (6201 on
 * loading cleared the images). The drag is clamped between 0 and image width − handle width − spacing.
 * On release the offset is scaled to the 700-wide reference with y = 5, the point JSON is AES-encrypted
 * with the challenge's secretKey (when it has one) and handed to onCheck.
 * - success: success icon on the handle, refresh hidden, handle locked; after 1 s onSuccess receives the
 *   verification string token---pointJson; in pop mode the box resets after 1.5 s;
 * - failure: fail icon and 验证失败，请重试 for 1 s, then the puzzle refreshes (handle glides back in
 *   0.3 s and a new challenge is requested); onError is told.
 * Presentational: the challenge comes in, onRequestChallenge / onCheck / onSuccess / onClose go out; the
 * `initial` prop puts it straight into any state (Storybook, tests).
 */
import type { CaptchaChallenge } from '@wonder/contracts';
import { CenterPopup, DotLoading } from 'antd-mobile';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { encryptPointJson } from '../api/crypto';
import {
  captchaImageSize,
  clampHandleOffset,
  pointJsonOf,
  toReferencePoint,
  verificationString,
} from '../rules/captcha-geometry';
import { CAPTCHA_HANDLE_WIDTH, CAPTCHA_TIMING } from '../rules/constants';
import { captchaTexts, loginTexts } from '../texts';
import { ArrowRightIcon, CheckIcon, CloseIcon, RefreshIcon } from './icons';
import './login.css';

export type SliderPhase = 'idle' | 'dragging' | 'checking' | 'success' | 'failure';
export type SliderCaptchaState = SliderPhase | 'loading' | 'images-expired';

export interface SliderCaptchaProps {
  visible: boolean;
  /** The puzzle; null while loading or after 6201 cleared the images. */
  challenge: CaptchaChallenge | null;
  /** A challenge is being fetched. */
  loading?: boolean;
  /** 6201 on loading: the images were cleared; the message (server's or ours) shows in their place. */
  expiredMessage?: string | null;
  /** 'pop' (a modal that resets 1.5 s after a success) or 'fixed' (embedded: stays solved). */
  mode?: 'pop' | 'fixed';
  /** Width the image is sized from (container − 96, max 700); defaults to the window width. */
  containerWidth?: number;
  /** Start in this phase at this handle offset (px) — for stories and tests. */
  initial?: { phase: SliderPhase; offset?: number };
  /** Ask for a (new) puzzle: on refresh and after a failure. */
  onRequestChallenge(): void;
  /** Check the drop: pointJson is what the check call carries (encrypted when the challenge has a key). */
  onCheck(input: { token: string; pointJson: string }): Promise<boolean>;
  /** Solved: the verification string for the captcha-sencond-code header. */
  onSuccess(verification: string): void;
  onError?(reason: 'rejected' | 'failed'): void;
  onClose(): void;
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 390 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function imageSrc(base64: string): string {
  return `data:image/png;base64,${base64}`;
}

export function sliderState(
  props: Pick<SliderCaptchaProps, 'challenge' | 'loading' | 'expiredMessage'>,
  phase: SliderPhase,
): SliderCaptchaState {
  if (props.expiredMessage != null && !props.challenge) return 'images-expired';
  if (props.loading || !props.challenge) return 'loading';
  return phase;
}

export function SliderCaptcha(props: SliderCaptchaProps) {
  const { visible, challenge, mode = 'pop', initial } = props;
  const windowWidth = useWindowWidth();
  const size = captchaImageSize(props.containerWidth ?? windowWidth);
  const [phase, setPhase] = useState<SliderPhase>(initial?.phase ?? 'idle');
  const [offset, setOffset] = useState(initial?.offset ?? 0);
  // Pointer events can outrun renders: the drop reads the offset from here, not from a stale closure.
  const offsetRef = useRef(offset);
  const moveTo = useCallback((px: number) => {
    offsetRef.current = px;
    setOffset(px);
  }, []);
  const [gliding, setGliding] = useState(false);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const latest = useRef(props);
  latest.current = props;

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
  const clearTimers = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  /** Handle and piece glide back to 0, and (unless told otherwise) a new puzzle is requested. */
  const refresh = useCallback(
    (request = true) => {
      setGliding(true);
      moveTo(0);
      setPhase('idle');
      later(CAPTCHA_TIMING.refreshTransitionMs, () => setGliding(false));
      if (request) latest.current.onRequestChallenge();
    },
    [later, moveTo],
  );

  // A new puzzle starts from the left again; a solved box keeps its look until it closes.
  const token = challenge?.token ?? null;
  const shownToken = useRef(token);
  useEffect(() => {
    if (token === null || token === shownToken.current) return;
    shownToken.current = token;
    setPhase((p) => (p === 'success' ? p : 'idle'));
    moveTo(0);
  }, [token, moveTo]);
  // Closing stops the pending timers but keeps the look (success stays visible while the box fades out);
  // the next opening starts idle from the left.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible === wasVisible.current) return;
    wasVisible.current = visible;
    clearTimers();
    drag.current = null;
    if (!visible) return;
    setGliding(false);
    setPhase('idle');
    moveTo(0);
  }, [visible, clearTimers, moveTo]);

  const state = sliderState(props, phase);
  const interactive = state === 'idle' || state === 'dragging';

  const finish = async (dropped: number) => {
    const current = latest.current.challenge;
    if (!current) return;
    setPhase('checking');
    let passed = false;
    let failed = false;
    let pointJson = '';
    try {
      pointJson = await encryptPointJson(
        pointJsonOf(toReferencePoint(dropped, size.width)),
        current.secretKey,
      );
      passed = await latest.current.onCheck({ token: current.token, pointJson });
    } catch {
      failed = true;
    }
    if (passed) {
      setPhase('success');
      const verification = verificationString(current.token, pointJson);
      later(CAPTCHA_TIMING.successCloseMs, () => latest.current.onSuccess(verification));
      if (mode === 'pop') later(CAPTCHA_TIMING.popResetMs, () => refresh(false));
      return;
    }
    setPhase('failure');
    latest.current.onError?.(failed ? 'failed' : 'rejected');
    later(CAPTCHA_TIMING.failureTipMs, () => refresh(true));
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (state !== 'idle') return;
    drag.current = { startX: e.clientX - offsetRef.current, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setPhase('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    moveTo(clampHandleOffset(e.clientX - drag.current.startX, size.width));
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    drag.current = null;
    void finish(clampHandleOffset(offsetRef.current, size.width));
  };

  const transition = gliding ? `left ${CAPTCHA_TIMING.refreshTransitionMs}ms ease` : 'none';
  const widthTransition = gliding ? `width ${CAPTCHA_TIMING.refreshTransitionMs}ms ease` : 'none';
  const showImages = state !== 'loading' && state !== 'images-expired' && challenge;

  return (
    <CenterPopup
      visible={visible}
      destroyOnClose
      bodyClassName="wp-login-captcha-popup"
      style={{ '--min-width': `${size.width + 32}px`, '--max-width': `${size.width + 32}px` }}
    >
      <section
        className={`wp-login-captcha wp-login-captcha--${state}`}
        role="dialog"
        aria-modal="true"
        aria-label={captchaTexts.title}
        data-state={state}
      >
        <header className="wp-login-captcha-head">
          <h2 className="wp-login-captcha-title">{captchaTexts.title}</h2>
          <button
            type="button"
            className="wp-login-icon-button"
            aria-label={captchaTexts.close}
            onClick={props.onClose}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="wp-login-captcha-image" style={{ width: size.width, height: size.height }}>
          {showImages ? (
            <>
              <img
                className="wp-login-captcha-bg"
                src={imageSrc(challenge.originalImageBase64)}
                alt=""
                width={size.width}
                height={size.height}
                draggable={false}
              />
              <img
                className="wp-login-captcha-piece"
                src={imageSrc(challenge.jigsawImageBase64)}
                alt=""
                height={size.height}
                draggable={false}
                style={{ left: offset, transition }}
              />
            </>
          ) : state === 'images-expired' ? (
            <p className="wp-login-captcha-empty">
              {props.expiredMessage || loginTexts.captchaImagesExpired}
            </p>
          ) : (
            <div className="wp-login-captcha-empty" role="status" aria-label={captchaTexts.loading}>
              <DotLoading color="primary" />
            </div>
          )}
          {state !== 'success' && (
            <button
              type="button"
              className="wp-login-captcha-refresh"
              aria-label={captchaTexts.refresh}
              onClick={() => refresh(true)}
              disabled={state === 'checking' || state === 'dragging'}
            >
              <RefreshIcon />
            </button>
          )}
          <p
            className={`wp-login-captcha-tip${state === 'success' || state === 'failure' ? ` wp-login-captcha-tip--${state}` : ''}`}
            aria-live="assertive"
          >
            {state === 'success' ? captchaTexts.success : state === 'failure' ? captchaTexts.failure : ''}
          </p>
        </div>
        <div className="wp-login-captcha-track" style={{ width: size.width }}>
          <span className="wp-login-captcha-instruction" aria-hidden={state !== 'idle'}>
            {state === 'idle' ? captchaTexts.instruction : ''}
          </span>
          <span
            className="wp-login-captcha-fill"
            style={{ width: offset > 0 ? offset + CAPTCHA_HANDLE_WIDTH : 0, transition: widthTransition }}
          />
          <button
            type="button"
            className="wp-login-captcha-handle"
            style={{ left: offset, width: CAPTCHA_HANDLE_WIDTH, transition }}
            aria-label={captchaTexts.instruction}
            aria-disabled={!interactive ? true : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            {state === 'success' ? <CheckIcon /> : state === 'failure' ? <CloseIcon /> : <ArrowRightIcon />}
          </button>
        </div>
      </section>
    </CenterPopup>
  );
}
