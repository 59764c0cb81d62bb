import { Box, Button, Group, Image, Modal, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_HEIGHTS } from './event-card-view';
import { NS } from './locales';

/** Spec 1 §2.3 media: video 380 px, slide 445 px, poster 500 px high; images open a zoomable modal. */
export function VideoFrame({ src, title }: { src: string; title: string }) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      h={MEDIA_HEIGHTS.video}
      w="100%"
      style={{ border: 0 }}
      allowFullScreen
      data-testid="event-video"
    />
  );
}

export function SlideFrame({ src, title }: { src: string; title: string }) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      h={MEDIA_HEIGHTS.slide}
      w="100%"
      style={{ border: 0 }}
      data-testid="event-slide"
    />
  );
}

export function Poster({
  src,
  alt,
  height = MEDIA_HEIGHTS.poster,
}: {
  src: string;
  alt: string;
  height?: number;
}) {
  const [zoom, setZoom] = useState<string | null>(null);
  return (
    <>
      <Image
        src={src}
        alt={alt}
        h={height}
        fit="contain"
        style={{ cursor: 'zoom-in' }}
        onClick={() => setZoom(src)}
        data-testid="event-poster"
      />
      <ImageZoomModal src={zoom} alt={alt} onClose={() => setZoom(null)} />
    </>
  );
}

export function ImageZoomModal({
  src,
  alt,
  onClose,
}: {
  src: string | null;
  alt: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const [scale, setScale] = useState(1);
  return (
    <Modal
      opened={src !== null}
      onClose={() => {
        setScale(1);
        onClose();
      }}
      size="xl"
      title={t('imageZoom')}
      centered
    >
      <Group gap="xs" mb="xs">
        <Button size="xs" variant="default" onClick={() => setScale((s) => Math.min(4, s + 0.5))}>
          {t('zoomIn')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setScale((s) => Math.max(1, s - 0.5))}>
          {t('zoomOut')}
        </Button>
      </Group>
      <ScrollArea h="70vh">
        {src ? <img src={src} alt={alt} style={{ width: `${scale * 100}%`, display: 'block' }} /> : null}
      </ScrollArea>
    </Modal>
  );
}

/** Photo slides ('Past shooting moments', workshop photos): a row of thumbnails that zoom. */
export function PhotoStrip({ photos, alt }: { photos: string[]; alt: string }) {
  const [zoom, setZoom] = useState<string | null>(null);
  return (
    <>
      <ScrollArea type="auto">
        <Group gap="xs" wrap="nowrap">
          {photos.map((p) => (
            <Image
              key={p}
              src={p}
              alt={alt}
              h={120}
              w="auto"
              radius="sm"
              style={{ cursor: 'zoom-in' }}
              onClick={() => setZoom(p)}
            />
          ))}
        </Group>
      </ScrollArea>
      <ImageZoomModal src={zoom} alt={alt} onClose={() => setZoom(null)} />
    </>
  );
}
