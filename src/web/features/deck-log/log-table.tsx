import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './deck-log.module.css';
import { useEntryFormat } from './entry-format.ts';
import { LogRowCells } from './log-row.tsx';
import { logRows } from './log-rows.ts';
import type { ShownEntry } from './use-deck-log.ts';

export interface LogTableProps {
  /** Oldest first, as the deck log gives them; shown newest first. */
  entries: readonly ShownEntry[];
  canWrite: boolean;
  onCorrect: (entry: ShownEntry) => void;
  onDiscard: (entry: ShownEntry) => void;
}

/** Rows drawn past the screen's edge each way, so a quick flick shows rows rather than blank space. */
const overscan = 8;
const estimatedRowHeight = 120;
const headerColumns = [
  'time',
  'position',
  'cog',
  'sog',
  'log',
  'wind',
  'sea',
  'barometer',
  'remarks',
] as const;
const columnClasses = ['time', 'pos', 'cog', 'sog', 'log', 'wind', 'sea', 'baro', 'rem'] as const;

/**
 * The log newest first as a table (its rows laid out by CSS grid). Only the rows near the screen are in the page (the page itself scrolls,
 * as a phone expects), so 5,000 entries scroll like 20; each row's height is measured as it is drawn.
 */
export function LogTable({ entries, canWrite, onCorrect, onDiscard }: LogTableProps) {
  const { t } = useTranslation();
  const format = useEntryFormat();
  const rows = useMemo(() => logRows(entries), [entries]);
  const body = useRef<HTMLTableSectionElement>(null);
  const [bodyTop, setBodyTop] = useState(0);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setBodyTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    // What stands above the table (the waiting count, the summary) changes height as entries come.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowHeight,
    overscan,
    scrollMargin: bodyTop,
    getItemKey: (index) => rows[index]?.entry.id ?? index,
    // React batches a scroll's re-render with the frame's others instead of drawing it at once (bench/README.md:
    // fewer dropped frames on a slow phone; the overscan keeps rows under the finger).
    useFlushSync: false,
  });

  return (
    <Paper withBorder radius="sm">
      <table aria-label={t('deck_log.table.label')} aria-rowcount={rows.length + 1} className={classes.table}>
        <thead className={classes.head}>
          <tr aria-rowindex={1} className={classes.header}>
            {headerColumns.map((column, index) => (
              <th key={column} scope="col" className={classes[columnClasses[index] ?? 'rem']}>
                {t(`deck_log.table.${column}`)}
              </th>
            ))}
            <th scope="col" className={classes.act}>
              <VisuallyHidden>{t('deck_log.table.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody ref={body} className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const state = row.correctedBy
              ? classes.struck
              : row.entry.state === 'sent'
                ? ''
                : classes[row.entry.state];
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={`${classes.row} ${classes.virtualRow} ${state ?? ''}`}
                style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
              >
                <LogRowCells
                  row={row}
                  format={format}
                  canWrite={canWrite}
                  onCorrect={onCorrect}
                  onDiscard={onDiscard}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 && (
        <Text p="md" size="lg">
          {t('deck_log.table.empty')}
        </Text>
      )}
    </Paper>
  );
}
