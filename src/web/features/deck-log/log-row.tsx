import { Badge, Button, List, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './deck-log.module.css';
import type { useEntryFormat } from './entry-format.ts';
import type { LogRow } from './log-rows.ts';
import { shipClock } from './logged-at.ts';
import type { ShownEntry } from './use-deck-log.ts';

export interface LogRowProps {
  row: LogRow<ShownEntry>;
  format: ReturnType<typeof useEntryFormat>;
  /** Whether the one reading may add entries (a correction is one). */
  canWrite: boolean;
  onCorrect: (entry: ShownEntry) => void;
  onDiscard: (entry: ShownEntry) => void;
}

/** A value of a struck-through entry is inside <s>, as on paper; "Corrected" says so in words. */
function Value({ struck, children }: { struck: boolean; children: ReactNode }) {
  if (!children) return null;
  return struck ? <s>{children}</s> : children;
}

/**
 * The cells of one entry of the log, in the paper log's order. Memoised: scrolling moves the rows (their <tr>)
 * every frame, and a row's cells need drawing again only when its entry changes.
 */
export const LogRowCells = memo(function LogRowCells({
  row,
  format,
  canWrite,
  onCorrect,
  onDiscard,
}: LogRowProps) {
  const { t } = useTranslation();
  const { entry, correctedBy, correcting } = row;
  const struck = correctedBy !== null;
  const time = shipClock(entry.logged_at);
  const remarks = [entry.sails, entry.text].filter(Boolean).join(' · ');
  const errors = Object.values(entry.errors ?? {}).flat();
  return (
    <>
      <td className={classes.time}>
        <Value struck={struck}>{time}</Value>
        <span className={classes.date}>{format.date(entry.logged_at)}</span>
      </td>
      <td className={classes.pos}>
        <Value struck={struck}>{format.position(entry)}</Value>
      </td>
      <td className={classes.cog}>
        <Value struck={struck}>{format.degrees(entry.course_deg)}</Value>
      </td>
      <td className={classes.sog}>
        <Value struck={struck}>{format.knots(entry.sog_kn)}</Value>
      </td>
      <td className={classes.log}>
        <Value struck={struck}>{format.miles(entry.log_nm)}</Value>
      </td>
      <td className={classes.wind}>
        <Value struck={struck}>{format.wind(entry)}</Value>
      </td>
      <td className={classes.sea}>
        <Value struck={struck}>{format.number(entry.sea_state)}</Value>
      </td>
      <td className={classes.baro}>
        <Value struck={struck}>{format.hpa(entry.pressure_hpa)}</Value>
      </td>
      <td className={classes.rem}>
        <Text span fw={700}>
          <Value struck={struck}>{t(`deck_log.kinds.${entry.kind}`)}</Value>
        </Text>
        {struck && (
          <Badge ml="xs" color="gray" variant="light">
            {t('deck_log.table.corrected')}
          </Badge>
        )}
        {correcting && (
          <Text span ml="xs" size="sm">
            {t('deck_log.table.correction_of', { time: shipClock(correcting.logged_at) })}
          </Text>
        )}
        {entry.state === 'pending' && (
          <Badge ml="xs" color="yellow" variant="filled">
            {t('deck_log.table.pending')}
          </Badge>
        )}
        {entry.state === 'rejected' && (
          <Badge ml="xs" color="red" variant="filled">
            {t('deck_log.table.rejected')}
          </Badge>
        )}
        {remarks && (
          <Text size="md" className={classes.remarkText} title={remarks}>
            <Value struck={struck}>{remarks}</Value>
          </Text>
        )}
        {entry.author.role === 'crew' && (
          <Text size="sm">
            {t('deck_log.table.crew')}: {entry.author.name}
          </Text>
        )}
        {errors.length > 0 && (
          <List size="sm" c="red">
            {errors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )}
      </td>
      <td className={classes.act}>
        {entry.state === 'rejected' ? (
          <Button
            size="sm"
            h={48}
            px="sm"
            color="red"
            variant="light"
            aria-label={t('deck_log.table.discard_label', { time })}
            onClick={() => onDiscard(entry)}
          >
            {t('deck_log.table.discard')}
          </Button>
        ) : (
          canWrite &&
          !struck && (
            <Button
              size="sm"
              h={48}
              px="sm"
              variant="default"
              aria-label={t('deck_log.table.correct_label', { time })}
              onClick={() => onCorrect(entry)}
            >
              {t('deck_log.table.correct')}
            </Button>
          )
        )}
      </td>
    </>
  );
});
