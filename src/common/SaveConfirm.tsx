/** "Asks once more before saving": a part of a form registers a question while something deserves a second look… */
// Reasoning: docs/decisions.md "Notes: src/common/SaveConfirm.tsx"
import { useEffect, useRef, useState } from 'react';
import { Confirm } from 'react-admin';
import { useFormContext } from 'react-hook-form';

export const SAVE_CONFIRM_TEXTS = { title: 'Save anyway?', confirm: 'Save anyway', cancel: 'Check again' } as const;

/** The questions of each form (keyed by its react-hook-form control), by the part that asks. */
const questions = new WeakMap<object, Map<string, string>>();

const questionsOf = (control: object) => {
  let map = questions.get(control);
  if (!map) questions.set(control, (map = new Map()));
  return map;
};

/** Registers `question` (null: none) under `key` for the form around, while mounted. */
export const useConfirmBeforeSave = (key: string, question: string | null): void => {
  const { control } = useFormContext();
  useEffect(() => {
    if (!question) return;
    const map = questionsOf(control);
    map.set(key, question);
    return () => {
      if (map.get(key) === question) map.delete(key);
    };
  }, [control, key, question]);
};

/** Inside a form (FormSaveButton renders it): holds a submit while a question is unanswered, and asks it. */
export const SaveConfirm = () => {
  const { control } = useFormContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const confirmed = useRef<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: Event) => {
      const pending = [...(questions.get(control)?.values() ?? [])].join('\n');
      if (!pending || pending === confirmed.current) return;
      // Before react-admin's own submit handler (React listens at the root): the save waits for the answer.
      event.preventDefault();
      event.stopPropagation();
      setAsking(pending);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [control]);
  return (
    <span ref={anchor} hidden>
      <Confirm
        isOpen={asking !== null}
        title={SAVE_CONFIRM_TEXTS.title}
        content={asking ?? ''}
        confirm={SAVE_CONFIRM_TEXTS.confirm}
        cancel={SAVE_CONFIRM_TEXTS.cancel}
        onConfirm={() => {
          confirmed.current = asking;
          setAsking(null);
          anchor.current?.closest('form')?.requestSubmit();
        }}
        onClose={() => setAsking(null)}
      />
    </span>
  );
};
