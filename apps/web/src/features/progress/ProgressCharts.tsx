// The history's charts: recharts under Mantine's charts, loaded only when the history is shown.
import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";

export interface TrendPoint {
  day: string;
  mood: number;
  energy: number;
}

export interface WeekPoint {
  week: string;
  workouts: number;
}

export function MoodEnergyChart({ data, height }: { data: TrendPoint[]; height: number }) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      yAxisProps={{ domain: [1, 5] }}
      series={[
        { name: "mood", color: "plum.7", label: "Mood" },
        { name: "energy", color: "gold.7", label: "Energy" },
      ]}
    />
  );
}

export function WorkoutsChart({ data, height }: { data: WeekPoint[]; height: number }) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="week"
      series={[{ name: "workouts", color: "plum.7", label: "Workouts" }]}
    />
  );
}
