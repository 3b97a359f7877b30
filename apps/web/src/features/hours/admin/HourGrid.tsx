import { useRef, useState } from "react";
import classes from "./HourGrid.module.css";
import { daySummary, EDITABLE_HOURS, hourLabel, WEEKDAYS_MONDAY_FIRST, type Week, weekdayName } from "./week-hours";

/**
 * The week on a wide screen: weekdays across, hours down, one toggle per hour. The grid is one stop for Tab;
 * the arrow keys move inside it, Space or Enter opens or closes the hour.
 */
export function HourGrid({
  week,
  onToggle,
  label,
}: {
  week: Week;
  onToggle: (weekday: number, hour: number) => void;
  label: string;
}) {
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const moveTo = (row: number, col: number) => {
    const next = {
      row: Math.max(0, Math.min(EDITABLE_HOURS.length - 1, row)),
      col: Math.max(0, Math.min(WEEKDAYS_MONDAY_FIRST.length - 1, col)),
    };
    setFocus(next);
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.row}-${next.col}"]`)?.focus();
  };
  const keys: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  return (
    <div className={classes.scroller}>
      <table className={classes.grid} aria-label={label} ref={table}>
        <thead>
          <tr>
            <th aria-label="Start time" className={classes.hourColumn} />
            {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
              <th key={weekday} className={classes.dayHead} scope="col">
                {weekdayName(weekday).slice(0, 3)}
                <span className={classes.daySummary}>{daySummary(week[weekday] ?? [])}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EDITABLE_HOURS.map((hour, row) => (
            <tr key={hour}>
              <th className={classes.hour} scope="row">
                {hourLabel(hour)}
              </th>
              {WEEKDAYS_MONDAY_FIRST.map((weekday, col) => {
                const open = week[weekday]?.includes(hour) ?? false;
                return (
                  <td key={weekday}>
                    <button
                      type="button"
                      className={classes.toggle}
                      data-cell={`${row}-${col}`}
                      tabIndex={focus.row === row && focus.col === col ? 0 : -1}
                      aria-pressed={open}
                      aria-label={`${weekdayName(weekday)} ${hourLabel(hour)}`}
                      onFocus={() => setFocus({ row, col })}
                      onClick={() => onToggle(weekday, hour)}
                      onKeyDown={(event) => {
                        const step = keys[event.key];
                        if (!step) return;
                        event.preventDefault();
                        moveTo(row + step[0], col + step[1]);
                      }}
                    >
                      {open ? "Open" : ""}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
