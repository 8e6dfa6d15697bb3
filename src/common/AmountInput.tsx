/** An amount in rupees, shown with ₹ and Indian grouping as it is… docs/decisions.md "Indian inputs and the Tamil font (issue 39)" */
// Reasoning: docs/decisions.md "Notes: src/common/AmountInput.tsx"
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, useInput, type InputProps } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { amountText, amountValue, editAmount, type AmountEdit } from './indianInput';

export interface AmountInputProps extends Pick<
  InputProps,
  'source' | 'validate' | 'defaultValue' | 'resource' | 'onBlur' | 'disabled' | 'readOnly'
> {
  label?: string | false;
  helperText?: ReactNode | false;
  /** Digits kept after the point: 2 (paise) unless the field says otherwise. */
  decimals?: number;
  /** 0 or more: a minus cannot be typed (the native number input's `min` refused it). */
  min?: number;
  fullWidth?: boolean;
  placeholder?: string;
  className?: string;
  sx?: SxProps<Theme>;
}

export const AmountInput = ({
  source,
  label,
  helperText,
  decimals = 2,
  min,
  fullWidth,
  placeholder,
  className,
  sx,
  defaultValue = null,
  ...rest
}: AmountInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, defaultValue, ...rest });
  const [text, setText] = useState(() => amountText(field.value, decimals));
  const inputRef = useRef<HTMLInputElement | null>(null);
  const focused = useRef(false);
  const caret = useRef<number | null>(null);

  // A value set from outside (the record arriving, a computed EMI amount) shows when not typing.
  useEffect(() => {
    if (focused.current) return;
    const shown = amountText(field.value, decimals);
    setText(current => (current === shown ? current : shown));
  }, [field.value, decimals]);

  // The caret after the same digits once the commas have moved.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const negative = min === undefined || min < 0;
  const apply = (next: AmountEdit) => {
    caret.current = next.caret;
    setText(next.text);
    field.onChange(next.value);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
    apply(editAmount(target.value, target.selectionStart ?? target.value.length, text, { decimals, negative, inputType }));
  };

  // Up and down step by a rupee, as the number input did.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || rest.readOnly || rest.disabled) return;
    event.preventDefault();
    const current = typeof field.value === 'number' ? field.value : Number(field.value) || 0;
    let next = current + (event.key === 'ArrowUp' ? 1 : -1);
    if (min !== undefined && next < min) next = min;
    const shown = amountText(next, decimals);
    apply({ text: shown, caret: shown.length, value: next });
  };

  const numeric = typeof field.value === 'number' ? field.value : amountValue(String(field.value ?? '').replace(/,/g, ''));
  const renderHelperText = helperText !== false || invalid;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={(el: HTMLInputElement | null) => {
        inputRef.current = el;
        field.ref(el);
      }}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        field.onBlur();
        const shown = amountText(field.value, decimals);
        setText(current => (current === shown ? current : shown));
      }}
      className={clsx('ra-input', `ra-input-${source}`, className)}
      sx={sx}
      size="small"
      fullWidth={fullWidth}
      placeholder={placeholder}
      error={invalid}
      disabled={rest.disabled || rest.readOnly}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={rest.resource} isRequired={isRequired} />
        ) : null
      }
      helperText={renderHelperText ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
      slotProps={{
        input: {
          readOnly: rest.readOnly,
          startAdornment: <InputAdornment position="start">₹</InputAdornment>,
        },
        htmlInput: {
          // A spin button like the number input it replaces (arrows step a rupee), read out grouped.
          role: 'spinbutton',
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-valuenow': numeric ?? undefined,
          'aria-valuetext': text ? `₹${text}` : undefined,
        },
      }}
    />
  );
};
