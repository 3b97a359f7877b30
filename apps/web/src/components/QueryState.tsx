import { Center, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { ContentLoader } from "./ContentLoader";

/** What a screen waits for: a query, a mutation's result, or any state shaped like one. */
export interface QueryLike<T> {
  isPending: boolean;
  isError?: boolean;
  error?: unknown;
  data?: T;
}

/**
 * Where the loader sits: in a padded block, as tall as a page section, holding a phone's screen (content taller
 * than the screen, so the footer does not jump), or inline.
 */
export type Place = "block" | "section" | "screen" | "inline";

interface Props<T> {
  query: QueryLike<T>;
  /** The loader's accessible name. */
  label?: string;
  place?: Place;
  /** A loader of the screen's own, in place of the standard one. */
  loader?: ReactNode;
  /** Shown when the query failed, or finished without data. */
  error?: ReactNode | ((error: unknown) => ReactNode);
  /** The content, drawn with the data; content that needs no data is drawn once the wait is over. */
  children: ReactNode | ((data: T) => ReactNode);
}

export function StandardLoader({ label, place }: { label: string; place: Place }) {
  if (place === "screen") return <ContentLoader label={label} />;
  if (place === "inline") return <Loader aria-label={label} />;
  return (
    <Center {...(place === "section" ? { className: "section" } : { py: "xl" })}>
      <Loader aria-label={label} />
    </Center>
  );
}

/** Every screen's loading, error and content, decided in one place. */
export function QueryState<T>({ query, label = "Loading", place = "block", loader, error = null, children }: Props<T>) {
  const failed = typeof error === "function" ? () => error(query.error) : () => error;
  if (query.isError) return failed();
  if (query.isPending) return loader ?? <StandardLoader label={label} place={place} />;
  if (typeof children !== "function") return children;
  if (query.data === undefined) return failed();
  return children(query.data);
}
