/** A signature drawn with react-signature-canvas, as a form input whose value is an image File. */
// Reasoning: docs/decisions.md "Notes: src/features/plotStatus/SignatureInput.tsx"
import { useEffect, useRef, useState } from 'react';
import { Box, Button, FormHelperText, FormLabel, TextField } from '@mui/material';
import Mod from 'react-signature-canvas';
import { useInput, ValidationError } from 'ra-core';
import type { Validator } from '../../common/validators';
import { useT } from '../../common/i18n';
import { dataUrlToFile } from './statusLogic';

// CommonJS module: the component is its default export (TOOLCHAIN.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SignatureCanvas = ((Mod as any).default ?? Mod) as any;

const WIDTH = 460;
const HEIGHT = 150;

export interface SignatureInputProps {
  source: string;
  label: string;
  validate?: Validator;
}

interface PadHandle {
  clear(): void;
  isEmpty(): boolean;
  fromDataURL(url: string, options?: { width?: number; height?: number }): Promise<void> | void;
  toDataURL(type?: string): string;
  getCanvas(): HTMLCanvasElement;
}

export const SignatureInput = ({ source, label, validate }: SignatureInputProps) => {
  const pad = useRef<PadHandle | null>(null);
  const [typed, setTyped] = useState('');
  const t = useT();
  const { field, fieldState, formState } = useInput({
    source,
    validate: validate ? (value: unknown) => validate(value) : undefined,
    defaultValue: null,
  });
  const id = `signature-${source}`;

  // The pad follows the value when it changes from outside: a restored draft (a File) is drawn on the empty pad; a form reset clears it.
  const value = field.value as unknown;
  useEffect(() => {
    const p = pad.current;
    if (!p) return;
    if (value instanceof Blob) {
      if (!p.isEmpty()) return;
      const reader = new FileReader();
      reader.onload = () => {
        try {
          void p.fromDataURL(String(reader.result), { width: WIDTH, height: HEIGHT });
        } catch {
          // The value stays; only its picture is not shown.
        }
      };
      reader.readAsDataURL(value);
    } else if (!value && !p.isEmpty()) {
      p.clear();
      setTyped('');
    }
  }, [value]);
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);

  const capture = () => {
    const p = pad.current;
    if (!p || p.isEmpty()) return;
    field.onChange(dataUrlToFile(p.toDataURL('image/png'), `${source}.png`));
    field.onBlur();
  };

  const clear = () => {
    pad.current?.clear();
    setTyped('');
    field.onChange(null);
    field.onBlur();
  };

  /** A typed name written on the pad (for those who cannot draw). */
  const writeTyped = (text: string) => {
    setTyped(text);
    const p = pad.current;
    if (!p) return;
    p.clear();
    if (!text.trim()) {
      field.onChange(null);
      return;
    }
    const canvas = p.getCanvas();
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.font = 'italic 36px cursive';
      ctx.fillStyle = '#000';
      ctx.textBaseline = 'middle';
      ctx.fillText(text.trim(), 16, HEIGHT / 2);
    }
    field.onChange(dataUrlToFile(canvas.toDataURL('image/png'), `${source}.png`));
  };

  return (
    // ra-input-{source}: a field the form shows (common/formFields.ts), so its error is kept.
    <Box sx={{ mb: 2 }} data-testid={id} className={`ra-input ra-input-${source}`}>
      <FormLabel id={`${id}-label`} error={showError} sx={{ display: 'block', mb: 0.5 }}>
        {t(label)}
      </FormLabel>
      {/* On a narrow dialog the pad scrolls sideways; the keyboard can reach and scroll it too. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-labelledby={`${id}-label`}>
        <Box
          sx={{
            width: WIDTH,
            height: HEIGHT,
            border: 1,
            borderColor: showError ? 'error.main' : 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        >
          <SignatureCanvas
            ref={(r: PadHandle | null) => {
              pad.current = r;
            }}
            penColor="#000"
            clearOnResize={false}
            onEnd={capture}
            canvasProps={{
              width: WIDTH,
              height: HEIGHT,
              role: 'img',
              'aria-labelledby': `${id}-label`,
              'data-signature': source,
              style: { display: 'block', touchAction: 'none', cursor: 'crosshair' },
            }}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('Or type the %{label}', { label: t(label).toLowerCase() })}
          value={typed}
          onChange={e => writeTyped(e.target.value)}
          inputProps={{ 'data-signature-text': source }}
          sx={{ width: WIDTH - 90, maxWidth: '100%' }}
        />
        <Button size="small" onClick={clear}>
          {t('Clear')}
        </Button>
      </Box>
      {showError && (
        <FormHelperText error>
          <ValidationError error={String(fieldState.error?.message ?? '')} />
        </FormHelperText>
      )}
    </Box>
  );
};
