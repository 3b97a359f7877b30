// Her history's charts: recharts under Mantine's charts, loaded only when the history is shown. Each is a picture of the
// table beside it, which is what a screen reader reads: recharts' own keyboard layer is off, so no hidden chart takes
// the keyboard's focus.
import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";

export interface WeekVolume {
  week: string;
  volume: number;
}

export interface WeekAdherence {
  week: string;
  planned: number;
  done: number;
}

export interface LiftPoint {
  day: string;
  weight: number | null;
}

export function VolumeChart({ data, height, name }: { data: WeekVolume[]; height: number; name: string }) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="week"
      unit=" lb"
      barChartProps={{ accessibilityLayer: false }}
      series={[{ name: "volume", color: "plum.7", label: name }]}
    />
  );
}

/** Pounds on the axis in whole steps (5, 10, 25… lb) around her lifts, not the chart's own odd decimals. */
function liftAxis(data: LiftPoint[]): { domain: [number, number]; ticks: number[] } {
  const weights = data.flatMap((point) => (point.weight === null ? [] : [point.weight]));
  const low = Math.min(...weights, Number.POSITIVE_INFINITY);
  const high = Math.max(...weights, 0);
  const step = [5, 10, 25, 50, 100, 250].find((size) => (high - low) / size <= 4) ?? 500;
  const from = Number.isFinite(low) ? Math.max(0, Math.floor(low / step) * step - step) : 0;
  const to = Math.ceil(high / step) * step + step;
  return {
    domain: [from, to],
    ticks: Array.from({ length: (to - from) / step + 1 }, (_, index) => from + index * step),
  };
}

export function LiftChart({ data, height, name }: { data: LiftPoint[]; height: number; name: string }) {
  const { domain, ticks } = liftAxis(data);
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      unit=" lb"
      connectNulls
      yAxisProps={{ domain, ticks, interval: 0 }}
      lineChartProps={{ accessibilityLayer: false }}
      series={[{ name: "weight", color: "gold.7", label: name }]}
    />
  );
}

export function AdherenceChart({
  data,
  height,
  names,
}: {
  data: WeekAdherence[];
  height: number;
  names: { planned: string; done: string };
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="week"
      yAxisProps={{ allowDecimals: false }}
      barChartProps={{ accessibilityLayer: false }}
      series={[
        { name: "planned", color: "plum.2", label: names.planned },
        { name: "done", color: "plum.7", label: names.done },
      ]}
    />
  );
}
