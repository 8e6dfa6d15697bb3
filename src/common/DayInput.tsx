/** A date typed day first whatever the browser's locale… docs/decisions.md "Indian inputs and the Tamil font (issue 39)" */
// Reasoning: docs/decisions.md "Notes: src/common/DayInput.tsx"
import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { FieldTitle, useInput, type InputProps, type Validator } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useT } from './i18n';
import { dayText, isoDayOf, localMomentOf, momentText, parseDay, parseMoment, validateDay, validateMoment } from './indianInput';

export interface DayInputProps extends Pick<
  InputProps,
  'source' | 'validate' | 'defaultValue' | 'resource' | 'disabled' | 'readOnly' | 'alwaysOn'
> {
  label?: string | false;
  helperText?: ReactNode | false;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  className?: string;
  sx?: SxProps<Theme>;
  /** A date and time (DayTimeInput), not a day. */
  withTime?: boolean;
}

/** What the form holds for typed text: the ISO day, null when empty, else the text itself (refused by validateDay). */
const heldValue = (text: string): string | null => {
  const parsed = parseDay(text);
  return parsed.kind === 'empty' ? null : parsed.kind === 'day' ? parsed.iso : text;
};

/** The same for a date and time: the ISO moment, null when empty, else the text itself (refused by validateMoment). */
const heldMoment = (text: string): string | null => {
  const parsed = parseMoment(text);
  return parsed.kind === 'empty' ? null : parsed.kind === 'moment' ? parsed.iso : text;
};

/** What differs between a day and a date-and-time field: how text is read and shown, and the picker. */
const KINDS = {
  day: { held: heldValue, text: dayText, stored: isoDayOf, picker: 'date', placeholder: 'dd/mm/yyyy', choose: 'Choose a date' },
  moment: {
    held: heldMoment,
    text: momentText,
    stored: localMomentOf,
    picker: 'datetime-local',
    placeholder: 'dd/mm/yyyy hh:mm am',
    choose: 'Choose a date and time',
  },
} as const;

export interface DayTextFieldProps {
  /** What is held: an ISO day (or a stored date-time), null / '' for none, or text typed that is no day. */
  value: unknown;
  /** The new value to hold: the ISO day, null when emptied, else the text as typed. */
  onChange: (value: string | null) => void;
  onBlur?: (typed: string) => void;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  className?: string;
  sx?: SxProps<Theme>;
  /** The latest day the calendar offers (ISO). */
  max?: string;
  /** A date and time, not a day. */
  withTime?: boolean;
}

/** The day field itself, outside react-admin's forms too (the dashboard's range). */
export const DayTextField = ({
  value,
  onChange,
  onBlur,
  label,
  helperText,
  error,
  id,
  name,
  inputRef,
  disabled,
  readOnly,
  fullWidth,
  size = 'small',
  className,
  sx,
  max,
  withTime = false,
}: DayTextFieldProps) => {
  const t = useT();
  const kind = KINDS[withTime ? 'moment' : 'day'];
  const [text, setText] = useState(() => kind.text(value));
  const focused = useRef(false);
  const picker = useRef<HTMLInputElement | null>(null);

  // A value set from outside (the record arriving, a reset) shows when not typing.
  useEffect(() => {
    if (focused.current) return;
    const shown = kind.text(value);
    setText(current => (current === shown ? current : shown));
  }, [value, kind]);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = kind.stored(value);
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it) gets the native input focused instead.
      input.focus();
      input.click();
    }
  };

  const locked = disabled || readOnly;
  return (
    <TextField
      id={id}
      name={name}
      inputRef={inputRef}
      value={text}
      onChange={event => {
        setText(event.target.value);
        onChange(kind.held(event.target.value));
      }}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        // A typed day is shown the one way once left (5-9-2026 reads 05/09/2026).
        if (kind.stored(value)) setText(kind.text(value));
        onBlur?.(text);
      }}
      className={className}
      sx={sx}
      size={size}
      fullWidth={fullWidth}
      placeholder={t(kind.placeholder)}
      error={error}
      disabled={locked}
      label={label}
      helperText={helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: {
          readOnly,
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton size="small" edge="end" aria-label={t(kind.choose)} onClick={openPicker} disabled={locked}>
                <CalendarIcon fontSize="small" />
              </IconButton>
              {/* The browser's own calendar (mouse path), out of sight and out of the tab order. */}
              <input
                ref={picker}
                type={kind.picker}
                tabIndex={-1}
                aria-hidden="true"
                max={max}
                value={kind.stored(value)}
                onChange={event => {
                  const picked = kind.held(event.target.value);
                  setText(kind.text(picked));
                  onChange(picked);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

export const DayInput = ({
  source,
  label,
  helperText,
  fullWidth,
  size = 'small',
  className,
  sx,
  validate,
  withTime = false,
  ...rest
}: DayInputProps) => {
  // The day's own check first: a field's rules read a day, never half-typed text.
  const validators = useMemo(
    () => [(withTime ? validateMoment : validateDay) as Validator, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    [validate, withTime],
  );
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate: validators, ...rest });
  const { trigger } = useFormContext();
  const renderHelperText = helperText !== false || invalid;
  return (
    <DayTextField
      value={field.value}
      onChange={field.onChange}
      onBlur={typed => {
        field.onBlur();
        // Text that is no day says so when left, not only at save.
        if (typed.trim() && !KINDS[withTime ? 'moment' : 'day'].stored(field.value)) void trigger(field.name);
      }}
      id={id}
      name={field.name}
      withTime={withTime}
      inputRef={field.ref}
      className={clsx('ra-input', `ra-input-${source}`, className)}
      sx={sx}
      size={size}
      fullWidth={fullWidth}
      error={invalid}
      disabled={rest.disabled}
      readOnly={rest.readOnly}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={rest.resource} isRequired={isRequired} />
        ) : null
      }
      helperText={renderHelperText ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
    />
  );
};

/** A date and time typed day first (27/11/2026 10:42 am), held as an ISO moment: what DateTimeInput was. */
export const DayTimeInput = (props: Omit<DayInputProps, 'withTime'>) => <DayInput {...props} withTime />;
