/**
 * The slider captcha: clamp, the 700-wide / y = 5 scaling, the AES format (decrypted here with crypto-js,
 * as the gateway does), the verification string, and the component's states and timings.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE } from '../../../test/support';
import { aesEcbEncrypt, encryptPointJson } from '../api/crypto';
import { SliderCaptcha, type SliderCaptchaProps } from '../components/SliderCaptcha';
import {
  captchaImageSize,
  clampHandleOffset,
  maxHandleOffset,
  pointJsonOf,
  toReferencePoint,
  verificationString,
} from '../rules/captcha-geometry';

function aesDecrypt(cipher: string, key: string): string {
  return AES.decrypt(cipher, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
}

describe('geometry (doc 1 §4, §5, §9)', () => {
  it('sizes the image to the container minus 96, at most 700, height half the width', () => {
    expect(captchaImageSize(390)).toEqual({ width: 294, height: 147 });
    expect(captchaImageSize(796)).toEqual({ width: 700, height: 350 });
    expect(captchaImageSize(1920)).toEqual({ width: 700, height: 350 });
  });

  it('clamps the handle between 0 and image width − handle width (40) − spacing (2)', () => {
    expect(maxHandleOffset(294)).toBe(252);
    expect(clampHandleOffset(-30, 294)).toBe(0);
    expect(clampHandleOffset(120, 294)).toBe(120);
    expect(clampHandleOffset(400, 294)).toBe(252);
  });

  it('scales the drop to the 700-wide reference with y fixed at 5', () => {
    expect(toReferencePoint(147, 294)).toEqual({ x: 350, y: 5 });
    expect(toReferencePoint(0, 294)).toEqual({ x: 0, y: 5 });
    expect(toReferencePoint(100, 700)).toEqual({ x: 100, y: 5 });
    expect(toReferencePoint(100, 350)).toEqual({ x: 200, y: 5 });
    expect(pointJsonOf({ x: 350, y: 5 })).toBe('{"x":350,"y":5}');
  });
});

describe('point encryption (crypto-js AES-128-ECB/PKCS7, key = secretKey as UTF-8)', () => {
  it('round-trips through crypto-js decryption', async () => {
    const cipher = await aesEcbEncrypt('{"x":123.45,"y":5}', CHALLENGE.secretKey);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(aesDecrypt(cipher, CHALLENGE.secretKey)).toBe('{"x":123.45,"y":5}');
  });

  it('is the standard AES-128-ECB of Node crypto (what the gateway decrypts with)', async () => {
    const { createDecipheriv } = await import('node:crypto');
    const cipher = await aesEcbEncrypt('{"x":1,"y":5}', CHALLENGE.secretKey);
    const d = createDecipheriv('aes-128-ecb', Buffer.from(CHALLENGE.secretKey, 'utf8'), null);
    const plain = Buffer.concat([d.update(Buffer.from(cipher, 'base64')), d.final()]).toString('utf8');
    expect(plain).toBe('{"x":1,"y":5}');
  });

  it('sends plain JSON when the challenge has no secretKey', async () => {
    await expect(encryptPointJson('{"x":1,"y":5}', null)).resolves.toBe('{"x":1,"y":5}');
    await expect(encryptPointJson('{"x":1,"y":5}', undefined)).resolves.toBe('{"x":1,"y":5}');
  });

  it('builds the verification string token---pointJson', () => {
    expect(verificationString('tk', 'CIPHER==')).toBe('tk---CIPHER==');
  });
});

function renderSlider(overrides: Partial<SliderCaptchaProps> = {}) {
  const props: SliderCaptchaProps = {
    visible: true,
    challenge: CHALLENGE,
    containerWidth: 390,
    onRequestChallenge: vi.fn(),
    onCheck: vi.fn(async () => true),
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<SliderCaptcha {...props} />);
  return { ...view, props };
}

const dialog = () => screen.getByRole('dialog', { name: '安全验证' });
const handle = () => screen.getByRole('button', { name: '向右拖动滑块完成拼图' });

async function drag(from: number, to: number) {
  await act(async () => {
    fireEvent.pointerDown(handle(), { clientX: from, pointerId: 1 });
    fireEvent.pointerMove(handle(), { clientX: to, pointerId: 1 });
    fireEvent.pointerUp(handle(), { clientX: to, pointerId: 1 });
  });
}

// Generous timeout: rendering antd popups is slow on a loaded CI machine.
describe('SliderCaptcha', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title, close and refresh icons and the instruction when idle', () => {
    renderSlider();
    expect(dialog().dataset.state).toBe('idle');
    expect(screen.getByText('安全验证')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(screen.getByText('向右拖动滑块完成拼图')).toBeInTheDocument();
  });

  it('checks the drop scaled to 700 with y = 5, AES-encrypted; success emits token---pointJson after 1 s', async () => {
    const { props } = renderSlider();
    await drag(10, 157); // moved 147 px on a 294 px image → x 350
    const check = vi.mocked(props.onCheck);
    expect(check).toHaveBeenCalledTimes(1);
    const sent = check.mock.calls[0]?.[0];
    expect(sent?.token).toBe(CHALLENGE.token);
    expect(JSON.parse(aesDecrypt(sent?.pointJson ?? '', CHALLENGE.secretKey))).toEqual({ x: 350, y: 5 });

    expect(dialog().dataset.state).toBe('success');
    expect(screen.queryByRole('button', { name: '刷新' })).toBeNull();
    expect(props.onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(props.onSuccess).toHaveBeenCalledWith(`${CHALLENGE.token}---${sent?.pointJson}`);
  });

  it('clamps a drag past the end to image width − 42 before scaling', async () => {
    const { props } = renderSlider();
    await drag(0, 999);
    const sent = vi.mocked(props.onCheck).mock.calls[0]?.[0];
    // 252 px of 294 → 600 on the reference.
    expect(JSON.parse(aesDecrypt(sent?.pointJson ?? '', CHALLENGE.secretKey))).toEqual({ x: 600, y: 5 });
  });

  it('locks the handle after a success', async () => {
    const { props } = renderSlider();
    await drag(0, 50);
    await drag(0, 100);
    expect(props.onCheck).toHaveBeenCalledTimes(1);
  });

  it('sends plain JSON for a challenge without a key', async () => {
    const { props } = renderSlider({ challenge: { ...CHALLENGE, secretKey: null } });
    await drag(0, 147);
    expect(vi.mocked(props.onCheck).mock.calls[0]?.[0].pointJson).toBe('{"x":350,"y":5}');
  });

  it('on failure shows 验证失败，请重试 for 1 s, then refreshes (new puzzle requested)', async () => {
    const { props } = renderSlider({ onCheck: vi.fn(async () => false) });
    await drag(0, 80);
    expect(dialog().dataset.state).toBe('failure');
    expect(screen.getByText('验证失败，请重试')).toBeInTheDocument();
    expect(props.onError).toHaveBeenCalledWith('rejected');
    expect(props.onRequestChallenge).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(props.onRequestChallenge).toHaveBeenCalledTimes(1);
    expect(dialog().dataset.state).toBe('idle');
    expect(props.onSuccess).not.toHaveBeenCalled();
  });

  it('glides the handle back in 0.3 s on refresh', async () => {
    renderSlider({ initial: { phase: 'idle', offset: 120 } });
    expect(handle().style.left).toBe('120px');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    });
    expect(handle().style.left).toBe('0px');
    expect(handle().style.transition).toContain('300ms');
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(handle().style.transition).toBe('none');
  });

  it('in pop mode resets 1.5 s after a success', async () => {
    renderSlider({ mode: 'pop' });
    await drag(0, 60);
    await act(async () => {
      vi.advanceTimersByTime(1_499);
    });
    expect(dialog().dataset.state).toBe('success');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog().dataset.state).toBe('idle');
    expect(handle().style.left).toBe('0px');
  });

  it('shows images-expired (6201 cleared the images) and loading without images', () => {
    const { rerender, props } = renderSlider({ challenge: null, expiredMessage: '图片已过期' });
    expect(dialog().dataset.state).toBe('images-expired');
    expect(screen.getByText('图片已过期')).toBeInTheDocument();
    expect(document.querySelector('.wp-login-captcha-bg')).toBeNull();
    rerender(<SliderCaptcha {...props} challenge={null} expiredMessage={null} loading />);
    expect(dialog().dataset.state).toBe('loading');
    expect(document.querySelector('.wp-login-captcha-bg')).toBeNull();
  });

  it('renders any state from `initial` (stories)', () => {
    renderSlider({ initial: { phase: 'dragging', offset: 90 } });
    expect(dialog().dataset.state).toBe('dragging');
    expect(handle().style.left).toBe('90px');
  });

  it('close emits onClose', () => {
    const { props } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
