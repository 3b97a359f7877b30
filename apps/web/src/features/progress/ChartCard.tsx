import { Box, Card, Title } from "@mantine/core";
import { type ReactNode, Suspense } from "react";

/** A chart under its title, in a place of the chart's own height while its code (recharts) loads. */
export function ChartCard({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="lg" mb="md">
        {title}
      </Title>
      <Suspense fallback={<Box h={height} />}>{children}</Suspense>
    </Card>
  );
}
