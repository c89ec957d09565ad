/**
 * The image popups always show a picture: the configured one, or — for the popups whose answer carries none
 * (step-up, check-in, wonderful activities; doc 2 §3 gives them no image field) — the app's own drawing,
 * never the plain card.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImagePopup } from '../components/popups/ImagePopup';
import type { PopupArtKind } from '../components/popups/PopupArt';

const noop = () => {};

function popup(props: { art?: PopupArtKind; imgPath?: string | null }) {
  return render(
    <ImagePopup title="标题" text="说明" action="去看看" onAction={noop} onClose={noop} {...props} />,
  );
}

describe('image popup art', () => {
  it.each(['stepUp', 'checkIn', 'wonderful'] as const)('%s: its own drawing, not the plain card', (kind) => {
    const { baseElement, unmount } = popup({ art: kind });
    expect(baseElement.querySelector(`svg[data-art="${kind}"]`)).not.toBeNull();
    expect(baseElement.querySelector('.wp-home-popup__art-fallback')).toBeNull();
    unmount();
  });

  it('each kind is drawn differently', () => {
    const drawn = (['stepUp', 'checkIn', 'wonderful'] as const).map((kind) => {
      const { baseElement, unmount } = popup({ art: kind });
      const svg = baseElement.querySelector('svg[data-art]')?.innerHTML ?? '';
      unmount();
      return svg.replaceAll(kind, '');
    });
    expect(new Set(drawn).size).toBe(3);
  });

  it('a configured picture is shown over the drawing; without either, the plain card', () => {
    const configured = popup({ art: 'stepUp', imgPath: '/__mock/img/popup-1.svg' });
    expect(configured.baseElement.querySelector('img')?.getAttribute('src')).toBe('/__mock/img/popup-1.svg');
    configured.unmount();
    const plain = popup({});
    expect(plain.baseElement.querySelector('.wp-home-popup__art-fallback')).not.toBeNull();
    expect(plain.baseElement.querySelector('svg[data-art]')).toBeNull();
  });
});
