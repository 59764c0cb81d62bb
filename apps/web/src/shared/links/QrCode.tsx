import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code drawn in the browser (the `qrcode` package): the link never goes to an outside QR service. */
export function QrCode({
  value,
  size = 220,
  label,
  testId,
}: {
  value: string;
  size?: number;
  label: string;
  testId?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton w={size} h={size} />;
  return <Image src={src} w={size} h={size} alt={label} data-testid={testId} data-qr-value={value} />;
}
