import { useDebouncedCallback } from "@mantine/hooks";
import { type ChangeEvent, useEffect, useState } from "react";

/**
 * A list's search box: what she types is sent once typing pauses (never a request per letter), and the box follows
 * the list's search when it changes otherwise (the back button, a link). Only typing sends, so going back to an
 * address with another search is never undone by the box.
 */
export function useSearchBox(searched: string | undefined, send: (search: string | undefined) => void) {
  const [text, setText] = useState(searched ?? "");
  // Mantine calls the newest of these, so `searched` and `send` are never stale.
  const typed = useDebouncedCallback((value: string) => {
    const search = value.trim() || undefined;
    if (search !== searched) send(search);
  }, 300);
  useEffect(() => {
    setText((shown) => (shown.trim() === (searched ?? "") ? shown : (searched ?? "")));
  }, [searched]);
  return {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.currentTarget.value);
      typed(event.currentTarget.value);
    },
  };
}
