import { Box } from '@mantine/core';
import { SIGNATURE_JPEG_QUALITY } from '@waypoint/domain';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';

export interface SignaturePadHandle {
  clear(): void;
  /** The drawing as a JPEG data URL at quality 0.5 (spec 1 §9), on white. */
  toJpeg(): string;
}

/**
 * A signature pad on a `<canvas>` with pointer events (finger, pen, mouse). The canvas is painted white
 * first because JPEG has no transparency: a transparent canvas would encode as black.
 */
export const SignaturePad = forwardRef<
  SignaturePadHandle,
  { onStroke: (hasStroke: boolean) => void; label: string; height?: number }
>(function SignaturePad({ onStroke, label, height = 200 }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const paintWhite = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
  }, []);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d');
    if (ctx) {
      ctx.scale(ratio, ratio);
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111111';
    }
    paintWhite();
  }, [paintWhite]);

  useImperativeHandle(ref, () => ({
    clear() {
      paintWhite();
      onStroke(false);
    },
    toJpeg() {
      return canvas.current?.toDataURL('image/jpeg', SIGNATURE_JPEG_QUALITY) ?? '';
    },
  }));

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      w="100%"
      h={height}
      style={{
        border: '1px solid var(--mantine-color-gray-5)',
        borderRadius: 8,
        touchAction: 'none',
        background: '#fff',
        cursor: 'crosshair',
      }}
      onPointerDown={(e: React.PointerEvent<HTMLCanvasElement>) => {
        const ctx = e.currentTarget.getContext('2d');
        if (!ctx) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        drawing.current = true;
        const p = point(e);
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        // A tap is a dot, and counts as a stroke.
        ctx.lineTo(p.x + 0.1, p.y + 0.1);
        ctx.stroke();
        onStroke(true);
      }}
      onPointerMove={(e: React.PointerEvent<HTMLCanvasElement>) => {
        if (!drawing.current) return;
        const ctx = e.currentTarget.getContext('2d');
        const p = point(e);
        ctx?.lineTo(p.x, p.y);
        ctx?.stroke();
      }}
      onPointerUp={() => {
        drawing.current = false;
      }}
      onPointerCancel={() => {
        drawing.current = false;
      }}
    />
  );
});
