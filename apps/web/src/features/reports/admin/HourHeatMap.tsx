import { Table, Text } from "@mantine/core";
import { WEEKDAY_NAMES } from "@studio/validators";
import type { RouterOutputs } from "../../../lib/trpc";
import classes from "./HourHeatMap.module.css";

type Cell = RouterOutputs["admin"]["reports"]["summary"]["utilisation"]["cells"][number];

/** Her week as she reads it: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"}`;

/**
 * How full each hour of her week was: a row per hour, a column per weekday, each cell shaded by the share of its
 * open hours that were filled and saying it in words too ("3 of 4"), so the shade is never the only sign. An hour
 * outside her weekly hours that still held a session is marked as such.
 */
export function HourHeatMap({ cells }: { cells: Cell[] }) {
  if (cells.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No open hours in these days.
      </Text>
    );
  const hours = [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  const at = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table className={classes.map} fz="xs" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Hour</Table.Th>
            {WEEK.map((weekday) => (
              <Table.Th key={weekday} scope="col" ta="center">
                <abbr title={WEEKDAY_NAMES[weekday]}>{WEEKDAY_NAMES[weekday]?.slice(0, 3)}</abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.map((hour) => (
            <Table.Tr key={hour}>
              <Table.Th scope="row" className={classes.hour}>
                {hourLabel(hour)}
              </Table.Th>
              {WEEK.map((weekday) => (
                <HourCell key={weekday} cell={at.get(`${weekday}:${hour}`)} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HourCell({ cell }: { cell: Cell | undefined }) {
  if (!cell || (cell.open === 0 && cell.filled === 0)) return <Table.Td className={classes.closed} />;
  if (cell.open === 0)
    return (
      <Table.Td className={classes.outside} ta="center">
        {cell.filled}
        <span className={`visually-hidden ${classes.words}`}> outside hours</span>
      </Table.Td>
    );
  const filled = Math.min(1, cell.filled / cell.open);
  return (
    <Table.Td
      ta="center"
      className={classes.open}
      style={{ "--filled": `${Math.round(filled * 100)}%` } as React.CSSProperties}
    >
      {Math.round(filled * 100)}%
      <span className={`visually-hidden ${classes.words}`}>
        , {cell.filled} of {cell.open}
      </span>
    </Table.Td>
  );
}
