import type { ReactNode } from "react";
import classes from "./Note.module.css";

// The booking page's notes (and its discount box's answer) in a box of their own, not Mantine's Alert: the page's
// first load sits at its budget, and Alert brings its close button's code (1.9 KB gzip together) for boxes that
// never close.

/** A titled note; `tone="red"` with `role="alert"` says what went wrong, `tone="green"` what went right. */
export function Note({
  title,
  tone = "plum",
  role = "note",
  testId,
  children,
}: {
  title?: string;
  tone?: "plum" | "red" | "green";
  role?: "note" | "alert" | "status";
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.note} data-tone={tone} role={role} data-testid={testId}>
      {title && <p className={classes.title}>{title}</p>}
      {children}
    </div>
  );
}

export const NoteList = ({ children }: { children: ReactNode }) => <ul className={classes.list}>{children}</ul>;

export const NoteAfter = ({ children }: { children: ReactNode }) => <p className={classes.after}>{children}</p>;
