import { useLingui } from "@lingui/react";
import type { Language } from "@studio/i18n";
import { localizeHref } from "@studio/i18n/paths";
import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Kept with the history entry it opens: what the page it leads to should know about where she came from. */
  state?: Record<string, string>;
};

/**
 * An in-app link by plain href, in the page's language ("/blog" on a Spanish page leads to "/es/blog"):
 * client-side navigation on a plain click, a normal link otherwise.
 */
export function SiteLink({ href: route, state, onClick, ...rest }: Props) {
  const router = useRouter();
  const href = localizeHref(useLingui().i18n.locale as Language, route);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href, state);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
