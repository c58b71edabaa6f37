import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackSketch } from '#domain/track.ts';
import { pathOf } from './sketch-geometry.ts';
import { fittingZoom, maxZoom, minZoom, tileSize, tilesAround, worldPixel } from './tile-geometry.ts';

const width = 640;
const height = 400;
const margin = 24;

export interface TrackMapProps {
  sketch: TrackSketch;
  tilesUrl: string;
  attribution: string | null;
}

/**
 * The route over the operator's map tiles: the tiles as SVG images around the route's centre (no map library), the
 * track and stops on top, zoom in and out by buttons. Every tile is an image from the tile host, which the
 * Content-Security-Policy allows only when MAP_TILES_URL is set.
 */
export function TrackMap({ sketch, tilesUrl, attribution }: TrackMapProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(() => fittingZoom(sketch.bbox, width, height, margin));
  const { bbox } = sketch;
  const centre = worldPixel((bbox.min_lat + bbox.max_lat) / 2, (bbox.min_lon + bbox.max_lon) / 2, zoom);
  const inView = (lat: number, lon: number) => {
    const p = worldPixel(lat, lon, zoom);
    return { x: p.x - centre.x + width / 2, y: p.y - centre.y + height / 2 };
  };
  const tiles = tilesAround(tilesUrl, centre, zoom, width, height);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Text fw={600} size="sm">
          {t('track_sketch.map')}
        </Text>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('track_sketch.zoom_out')}
            disabled={zoom <= minZoom}
            onClick={() => setZoom((z) => Math.max(minZoom, z - 1))}
          >
            <IconMinus size="1rem" aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('track_sketch.zoom_in')}
            disabled={zoom >= maxZoom}
            onClick={() => setZoom((z) => Math.min(maxZoom, z + 1))}
          >
            <IconPlus size="1rem" aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <svg
        role="img"
        aria-label={t('track_sketch.map')}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {tiles.map((tile) => (
          <image
            key={`${zoom}/${tile.left}/${tile.top}`}
            href={tile.url}
            x={tile.left}
            y={tile.top}
            width={tileSize}
            height={tileSize}
          />
        ))}
        <path
          d={pathOf(sketch.line.map(([lat, lon]) => inView(lat, lon)))}
          fill="none"
          stroke="var(--mantine-color-red-7)"
          strokeWidth={4}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {sketch.stops.map((stop) => {
          const p = inView(stop.lat, stop.lon);
          return (
            <circle
              key={`${stop.lat},${stop.lon},${stop.arrived_at ?? ''}`}
              cx={p.x}
              cy={p.y}
              r={6}
              fill="var(--mantine-color-orange-6)"
              stroke="white"
              strokeWidth={2}
            />
          );
        })}
      </svg>
      <Text size="xs" c="dimmed">
        {t('track_sketch.map_attribution', {
          credit: attribution ?? new URL(tilesUrl.replaceAll('{s}', 'a')).host,
        })}
      </Text>
    </Stack>
  );
}
