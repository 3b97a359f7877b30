import type { BarChartProps } from "@mantine/charts";
import { Box } from "@mantine/core";
import { type ComponentType, startTransition, useEffect, useState } from "react";

type Chart = ComponentType<BarChartProps>;

let library: Promise<Chart> | undefined;
let turn: Promise<unknown> = Promise.resolve();
/**
 * The chart, after the next paint in a task of its own (a frame, then a timer) and after every chart that asked
 * before it: one chart is drawn per task, so no chart adds to another's task or to the page's first one. The
 * library is loaded and run first, in its own task too.
 */
function nextTurnAfterPaint(): Promise<Chart> {
  library ??= import("./bar-chart").then((module) => module.default);
  const mine = turn
    .then(() => library as Promise<Chart>)
    .then((chart) => new Promise<Chart>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(chart), 0))));
  turn = mine;
  return mine;
}

/**
 * Mantine's bar chart, drawn once the figures beside it have been painted. The charts cost the admin dashboard
 * most of its first task, while the numbers they sit beside take a few milliseconds. Its place is held at its
 * height meanwhile, so nothing moves when it comes.
 */
export function AfterPaintBarChart(props: BarChartProps) {
  const [Chart, setChart] = useState<Chart | null>(null);
  useEffect(() => {
    let mounted = true;
    void nextTurnAfterPaint().then((chart) => {
      if (mounted) startTransition(() => setChart(() => chart));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Chart ? <Chart {...props} /> : <Box h={props.h} />;
}
