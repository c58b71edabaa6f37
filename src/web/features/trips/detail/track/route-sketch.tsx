import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackSketch } from '#domain/track.ts';
import { useTripFormat } from '../../shared/trip-format.ts';
import { layoutSketch, pathOf, scaleBarMiles } from './sketch-geometry.ts';

/**
 * The drawing's own units: the SVG scales to its box, so on a 390 px phone the texts keep about 10 px, and on a wide
 * screen the height limit keeps the sketch from filling the page. The scale bar has a band of its own below.
 */
const width = 400;
const margin = 36;
const fontSize = 13;
const band = 24;

export interface RouteSketchProps {
  sketch: TrackSketch;
  from: string;
  to: string;
}

/**
 * The route drawn from its own coordinates, without map tiles: the track, the stops as dots with their names, the
 * start (a ring) and the end (a square) told apart by shape and label as well as colour, and a scale bar. Colours
 * are the theme's variables, so both colour schemes work.
 */
export function RouteSketch({ sketch, from, to }: RouteSketchProps) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const titleId = useId();
  const layout = layoutSketch(sketch, width, margin);
  const start = layout.line[0];
  const end = layout.line.at(-1);
  const barMiles = scaleBarMiles((width - 2 * margin) / 3 / layout.unitsPerMile);
  const barLength = barMiles * layout.unitsPerMile;
  const description = t('track_sketch.description', {
    from,
    to,
    distance: format.distance(Math.round(sketch.distance * 10) / 10),
    // The track's stops begin and end with its two ends (where it started and finished); the words count those between.
    count: Math.max(0, sketch.stops.length - 2),
  });
  const label = {
    fontSize,
    fill: 'var(--mantine-color-text)',
    stroke: 'var(--mantine-color-body)',
    strokeWidth: 3,
    paintOrder: 'stroke',
    strokeLinejoin: 'round',
  } as const;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${(layout.height + band).toFixed(0)}`}
      width="100%"
      style={{ display: 'block', maxHeight: 'min(70vh, 32rem)' }}
    >
      <title id={titleId}>{description}</title>
      <path
        d={pathOf(layout.line)}
        fill="none"
        stroke="var(--mantine-primary-color-filled)"
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {sketch.stops.map((stop) => {
        const p = layout.place(stop.lat, stop.lon);
        return (
          <g key={`${stop.lat},${stop.lon},${stop.arrived_at ?? ''}`}>
            <circle cx={p.x} cy={p.y} r={4} fill="var(--mantine-color-orange-6)" />
            {stop.name ? (
              <text x={p.x + 7} y={p.y - 7} {...label}>
                {stop.name}
              </text>
            ) : null}
          </g>
        );
      })}
      {start ? (
        <g>
          <circle
            cx={start.x}
            cy={start.y}
            r={7}
            fill="none"
            stroke="var(--mantine-color-green-7)"
            strokeWidth={3}
          />
          <text x={start.x} y={start.y + 22} textAnchor="middle" fontWeight={700} {...label}>
            {t('track_sketch.start')}
          </text>
        </g>
      ) : null}
      {end ? (
        <g>
          <rect x={end.x - 6} y={end.y - 6} width={12} height={12} fill="var(--mantine-color-red-7)" />
          <text x={end.x} y={end.y + 22} textAnchor="middle" fontWeight={700} {...label}>
            {t('track_sketch.end')}
          </text>
        </g>
      ) : null}
      <g transform={`translate(${margin / 2} ${(layout.height + band / 2).toFixed(1)})`}>
        <path
          d={`M0 -6 V0 H${barLength.toFixed(1)} V-6`}
          fill="none"
          stroke="var(--mantine-color-text)"
          strokeWidth={2}
        />
        <text x={barLength + 8} y={0} {...label}>
          {format.distance(barMiles)}
        </text>
      </g>
    </svg>
  );
}
