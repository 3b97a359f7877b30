// Her history's charts: recharts under Mantine's charts, loaded only when the history is shown.
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
      series={[{ name: "volume", color: "plum.7", label: name }]}
    />
  );
}

export function LiftChart({ data, height, name }: { data: LiftPoint[]; height: number; name: string }) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      unit=" lb"
      connectNulls
      // Whole steps of 5 lb around her lifts, not the chart's own odd decimals.
      yAxisProps={{
        domain: [
          (low: number) => Math.max(0, Math.floor(low / 5) * 5 - 5),
          (high: number) => Math.ceil(high / 5) * 5 + 5,
        ],
        allowDecimals: false,
      }}
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
      withLegend
      yAxisProps={{ allowDecimals: false }}
      series={[
        { name: "planned", color: "plum.2", label: names.planned },
        { name: "done", color: "plum.7", label: names.done },
      ]}
    />
  );
}
