import { useMatch, useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { compact } from "./list-search";

/** The admin pages whose list keeps its filters in the address. */
type ListRoute = "/admin/bookings" | "/admin/sessions";

export type SetSearch<S> = (next: S, options?: { replace?: boolean }) => void;

/**
 * A list's filters: in the address on the list's own page (so a reload, the back button or a shared link keeps
 * them), and in the screen's own state where it is shown inside another page (the Admin Panel's tabs).
 */
export function useListSearch<S extends object>(route: ListRoute): [S, SetSearch<S>] {
  const match = useMatch({ from: route, shouldThrow: false });
  const navigate = useNavigate();
  const [local, setLocal] = useState<S>({} as S);
  const onOwnPage = match !== undefined;
  const set = useCallback<SetSearch<S>>(
    (next, options) => {
      if (!onOwnPage) return setLocal(compact(next));
      // Typed by the route's own reader, which is what `next` was read with.
      void navigate({ to: route, search: compact(next) as never, replace: options?.replace ?? false });
    },
    [navigate, onOwnPage, route],
  );
  return [onOwnPage ? (match.search as S) : local, set];
}
