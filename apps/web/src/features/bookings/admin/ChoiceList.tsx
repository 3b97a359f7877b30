import { useId } from "react";
import classes from "./ChoiceList.module.css";

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** Shown at the end of the line: an amount. */
  note?: string | null;
}

interface Props<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/**
 * Radio choices that may sit inside a paragraph (ConfirmDialog draws its text in one): native inputs in labels,
 * grouped by name, so the keyboard moves between them with the arrow keys and a screen reader hears a radio group.
 */
export function ChoiceList<T extends string>({ legend, choices, value, onChange, disabled }: Props<T>) {
  const name = useId();
  const legendId = `${name}-legend`;
  return (
    <span className={classes.choices} role="radiogroup" aria-labelledby={legendId}>
      <span id={legendId} className={classes.legend}>
        {legend}
      </span>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
          />
          <span className={classes.label}>{choice.label}</span>
          {choice.note && <span className={classes.amount}>{choice.note}</span>}
        </label>
      ))}
    </span>
  );
}
