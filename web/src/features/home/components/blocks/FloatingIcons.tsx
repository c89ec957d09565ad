/**
 * The floating entrance icons (doc 2 §4, §9): at most 2 on the right, spaced 28 design px scaled by
 * width/750 (at most 2×); the newcomer's entrance icon can be dragged and stays inside the viewport. They keep
 * clear of the page's buttons (use-clear-of-controls.ts): where one would be covered, they rise above it.
 */
import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';
import { FallbackImage } from '../../../../lib/blocks';
import { clampToViewport, floatSpacing } from '../../rules/content-blocks';
import { useClearOfControls } from './use-clear-of-controls';
import './blocks.css';

export interface FloatingIcon {
  key: string;
  label: string;
  imgPath: string | null;
  draggable?: boolean;
  onOpen(): void;
}

const MAX_ICONS = 2;
const SIZE_RATIO = 120 / 750;

export function FloatingIcons({ icons }: { icons: readonly FloatingIcon[] }) {
  const shown = icons.slice(0, MAX_ICONS);
  const { stackRef, laneRef, lift } = useClearOfControls(shown.map((i) => i.key).join(','));
  if (!shown.length) return null;
  const width = typeof window === 'undefined' ? 375 : window.innerWidth;
  const gap = floatSpacing(width);
  return (
    <>
      {/* Where the icons may rest: from under the top bar down to their own place (measured, never seen). */}
      <div ref={laneRef} className="wp-home-floats-lane" aria-hidden="true" />
      <div
        ref={stackRef}
        className="wp-home-floats"
        style={{ gap, '--wp-float-lift': `${lift}px` } as CSSProperties}
      >
        {shown.map((icon) =>
          icon.draggable ? <DraggableIcon key={icon.key} icon={icon} /> : <Icon key={icon.key} icon={icon} />,
        )}
      </div>
    </>
  );
}

function Icon({ icon }: { icon: FloatingIcon }) {
  return (
    <button type="button" className="wp-home-float" aria-label={icon.label} onClick={icon.onOpen}>
      <IconFace icon={icon} />
    </button>
  );
}

/** The configured image; without one (or while it fails), the label on the brand's gradient, never a blank disc. */
function IconFace({ icon }: { icon: FloatingIcon }) {
  return (
    <FallbackImage
      src={icon.imgPath}
      className="wp-home-float__image"
      fallback={
        <span className="wp-home-float__fallback" aria-hidden="true">
          {icon.label}
        </span>
      }
    />
  );
}

/** Drags with the pointer; a press that did not move is a tap. */
function DraggableIcon({ icon }: { icon: FloatingIcon }) {
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);
  const down = (e: PointerEvent<HTMLButtonElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    drag.current = { dx: e.clientX - r.left, dy: e.clientY - r.top, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    d.moved = true;
    const size = window.innerWidth * SIZE_RATIO;
    setPos(
      clampToViewport(
        { x: e.clientX - d.dx, y: e.clientY - d.dy },
        { w: size, h: size },
        { w: window.innerWidth, h: window.innerHeight },
      ),
    );
  };
  const up = () => {
    const moved = drag.current?.moved;
    drag.current = null;
    if (!moved) icon.onOpen();
  };
  return (
    <button
      type="button"
      className="wp-home-float wp-home-float--draggable"
      aria-label={icon.label}
      style={pos ? { position: 'fixed', left: pos.x, top: pos.y } : undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') icon.onOpen();
      }}
    >
      <IconFace icon={icon} />
    </button>
  );
}
