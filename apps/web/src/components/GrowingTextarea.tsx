import { type ElementProps, InputBase, type InputBaseProps } from "@mantine/core";
import type { CSSProperties } from "react";
import classes from "./GrowingTextarea.module.css";

interface GrowingTextareaProps
  extends Omit<InputBaseProps, "style" | "classNames">,
    ElementProps<"textarea", "size" | "style"> {
  /** The height of the empty field, in lines. */
  minRows?: number;
  /** The field grows with its text up to this many lines, then scrolls. */
  maxRows?: number;
}

/**
 * A multi-line field that grows with its text by CSS alone (`field-sizing: content`). Mantine's `autosize` measures
 * each field in a layout effect when the page comes to life: on the recipe form that was the longest task of the
 * start on a phone (132 ms at 4× CPU slowdown). A browser without field-sizing keeps the field at its rows, resizable.
 */
export function GrowingTextarea({ minRows = 3, maxRows = 30, ...props }: GrowingTextareaProps) {
  const rows = { "--growing-rows": minRows, "--growing-max-rows": maxRows } as CSSProperties;
  return (
    <InputBase
      component="textarea"
      multiline
      rows={minRows}
      classNames={{ input: classes.input }}
      style={rows}
      {...props}
    />
  );
}
