import type { UseFormReturnType } from "@mantine/form";
import { type FormEvent, useRef } from "react";
import { newRequestKey } from "./request-key";

/**
 * A form's submit, once per attempt. A second tap while the first is on its way does nothing: the guard is set
 * at the tap itself, before validation (which may wait for lazily loaded schemas) and before the button has
 * re-rendered as busy. Every send of one attempt carries the same request key, so the server acts once even when
 * both sends get through or a lost answer is retried; `send` resolves true when the attempt succeeded, and the
 * next submit is a new attempt with a new key.
 */
export function useOneAttempt<Values>(
  form: Pick<UseFormReturnType<Values>, "onSubmit">,
  send: (values: Values, requestKey: string) => Promise<boolean>,
  onInvalid?: (errors: Record<string, unknown>) => void,
) {
  const sending = useRef(false);
  const requestKey = useRef<string>(null);
  requestKey.current ??= newRequestKey();
  const handle = form.onSubmit(
    async (values) => {
      try {
        if (await send(values, requestKey.current ?? newRequestKey())) requestKey.current = newRequestKey();
      } finally {
        sending.current = false;
      }
    },
    (errors) => {
      sending.current = false;
      onInvalid?.(errors);
    },
  );
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    handle(event);
  };
}
