import '@mantine/dates/styles.css';
import { ActionIcon, Group, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMergedRef } from '@mantine/hooks';
import { IconCalendar, IconX } from '@tabler/icons-react';
import { type FocusEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language, localeOf } from '#domain/language.ts';
import { formatCalendarDate, isCalendarDate, readCalendarDate, todayIso } from '#domain/trip-days.ts';

/**
 * The date as the interface language writes it, whatever the browser's locale: DD.MM.YYYY in Polish, DD/MM/YYYY
 * in English, the same text the lists print (formatCalendarDate). Typed text is read back by the one parser
 * (readCalendarDate: day first, D.M.YYYY and ISO too).
 */
const dateParser = readCalendarDate;

/** dayjs speaks English out of the box; the Polish month and weekday names load when first needed. */
const dayjsLocales = new Set<Language>(['en']);

function useDayjsLocale(language: Language): Language {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (dayjsLocales.has(language)) return;
    let live = true;
    void import('dayjs/locale/pl').then(() => {
      dayjsLocales.add('pl');
      if (live) setLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return dayjsLocales.has(language) ? language : 'en';
}

export interface DateFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'min' | 'max'> {
  /**
   * The app's date: 'YYYY-MM-DD', '' when empty. Typed text that is no date stays as typed, so that the form's
   * schema names it ("Enter a valid date.") instead of the field silently dropping it.
   */
  value: string;
  onChange: (value: string) => void;
  /** Called when the focus leaves the field, its buttons and its calendar (the form marks it touched). */
  onBlur?: () => void;
  /** The first and last day the calendar offers ('YYYY-MM-DD'); a typed date outside is left to the schema. */
  minDate?: string;
  maxDate?: string;
  /** An optional date gets a button that empties it. */
  clearable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one date field: shows and reads the date in the interface language's format (DD.MM.YYYY in Polish,
 * DD/MM/YYYY in English) whatever the browser's locale, typed or picked from a calendar that works with the
 * keyboard (the button opens it with the focus on the chosen day; arrows move, Enter picks, Escape closes).
 */
export function DateField({
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  clearable = false,
  id,
  disabled,
  readOnly,
  ref,
  ...inputProps
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const locale = localeOf(language);
  const calendarLocale = useDayjsLocale(language);
  const ownId = useId();
  const inputId = id ?? ownId;
  const labelId = `${inputId}-label`;
  const show = (date: string) => (isCalendarDate(date) ? formatCalendarDate(date, locale) : date);

  const [text, setText] = useState(() => show(value));
  const [opened, setOpened] = useState(false);
  // The value this field last sent: any other value came from outside (a reset, a draft, a moved start date).
  const sent = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const mergedInputRef = useMergedRef(ref, inputRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: show follows the language, which is listed
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(show(value));
  }, [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language change rewrites the shown date only
  useEffect(() => {
    setText(show(sent.current));
  }, [locale]);

  const send = (next: string) => {
    sent.current = next;
    onChange(next);
  };
  const pick = (date: string) => {
    setText(show(date));
    send(date);
    setOpened(false);
  };
  const clear = () => {
    setText('');
    send('');
    inputRef.current?.focus();
  };
  /** Leaving for the field's own buttons or calendar is not leaving the field. */
  const leave = (event: FocusEvent) => {
    const next = event.relatedTarget;
    const own = [inputRef.current, buttonRef.current, clearRef.current, dropdownRef.current];
    if (next instanceof Node && own.some((element) => element?.contains(next))) return;
    onBlur?.();
  };
  /** A date typed short (1.6.2025, 2025-06-01) is written out in full once the text box is left. */
  const leaveText = (event: FocusEvent) => {
    if (isCalendarDate(sent.current)) setText(show(sent.current));
    leave(event);
  };

  const today = todayIso();
  // The calendar opens on the chosen day, else on the first day it offers (an end date's calendar opens on the
  // start date), else on today.
  const focusDay = isCalendarDate(value)
    ? value
    : (minDate ?? (maxDate && today > maxDate ? maxDate : today));
  const canEdit = !disabled && !readOnly;

  const calendarButton = (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      disabled={!canEdit}
    >
      <Popover.Target>
        <ActionIcon
          ref={buttonRef}
          variant="subtle"
          color="gray"
          aria-label={t('date_field.open_calendar')}
          aria-describedby={labelId}
          onClick={() => setOpened((open) => !open)}
          onBlur={leave}
          disabled={!canEdit}
        >
          <IconCalendar size="1.1rem" aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown ref={dropdownRef} aria-labelledby={labelId} onBlur={leave}>
        <DatePicker
          value={isCalendarDate(value) ? value : null}
          onChange={(date) => date && pick(date)}
          defaultDate={focusDay}
          minDate={minDate}
          maxDate={maxDate}
          locale={calendarLocale}
          getDayProps={(date) => (date === focusDay ? { 'data-autofocus': true } : {})}
          ariaLabels={{
            previousMonth: t('date_field.previous_month'),
            nextMonth: t('date_field.next_month'),
            previousYear: t('date_field.previous_year'),
            nextYear: t('date_field.next_year'),
            previousDecade: t('date_field.previous_decade'),
            nextDecade: t('date_field.next_decade'),
            monthLevelControl: t('date_field.choose_month'),
            yearLevelControl: t('date_field.choose_year'),
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
  const showClear = clearable && canEdit && text !== '';

  return (
    <TextInput
      {...inputProps}
      ref={mergedInputRef}
      id={inputId}
      value={text}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={t('date_field.placeholder')}
      type="text"
      autoComplete="off"
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        send(typed.trim() === '' ? '' : (dateParser(typed) ?? typed.trim()));
      }}
      onBlur={leaveText}
      rightSectionPointerEvents="all"
      rightSectionWidth={showClear ? '4rem' : '2.25rem'}
      rightSection={
        <Group gap={0} wrap="nowrap">
          {showClear && (
            <ActionIcon
              ref={clearRef}
              variant="subtle"
              color="gray"
              aria-label={t('date_field.clear')}
              aria-describedby={labelId}
              onClick={clear}
              onBlur={leave}
            >
              <IconX size="1rem" aria-hidden />
            </ActionIcon>
          )}
          {calendarButton}
        </Group>
      }
    />
  );
}
