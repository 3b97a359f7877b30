import { Stack, TextInput, type TextInputProps } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";

interface Props {
  /** The step's one field: its label and input attributes. */
  field: TextInputProps;
  value: string;
  onChange: (value: string) => void;
  /**
   * Enter in the field, or the submit button among the children. Return the request's promise (or pass `busy`) so
   * that a second submit while it is on its way is ignored.
   */
  onSubmit: () => unknown;
  /** The step's request is on its way. */
  busy?: boolean;
  /** The step's buttons. */
  children: ReactNode;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === "function";

/**
 * One submit at a time, decided before anything awaits: a second tap or Enter that lands before the page has
 * re-rendered (a quick double tap on a busy phone) is ignored. The turn ends when the action's promise settles, or,
 * for an action that returns none, when `busy` has gone true and back to false (or never went true within 1 s).
 * An action that returns nothing and is not watched by `busy` started nothing to wait for.
 */
export function useOneAtATime(busy?: boolean) {
  const held = useRef(false);
  const sawBusy = useRef(false);
  const turn = useRef(0);
  useEffect(() => {
    if (busy) sawBusy.current = true;
    else if (sawBusy.current) {
      sawBusy.current = false;
      held.current = false;
    }
  }, [busy]);
  return (action: () => unknown) => {
    if (held.current) return;
    held.current = true;
    const mine = ++turn.current;
    let result: unknown;
    try {
      result = action();
    } catch (error) {
      held.current = false;
      throw error;
    }
    const release = () => {
      held.current = false;
    };
    if (isPromise(result)) result.then(release, release);
    else if (busy === undefined) release();
    else setTimeout(() => turn.current === mine && !sawBusy.current && release(), 1000);
  };
}

/**
 * A step of the e-mail-code flow as a form of one field, which Enter sends. When both steps of a page draw it, the
 * field stays the same element from the e-mail to the code, so the keyboard's focus stays in it.
 */
export function StepForm({ field, value, onChange, onSubmit, busy, children }: Props) {
  const once = useOneAtATime(busy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    once(onSubmit);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...field} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        {children}
      </Stack>
    </form>
  );
}
