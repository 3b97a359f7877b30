import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { ClientPhotos } from "./ClientPhotos";

type Measurement = RouterOutputs["admin"]["progress"]["measurements"]["entries"][number];
type Field = "weightLb" | "waistIn" | "hipsIn";
const MEASURES: { field: Field; label: string; unit: string }[] = [
  { field: "weightLb", label: "Weight", unit: "lb" },
  { field: "waistIn", label: "Waist", unit: "in" },
  { field: "hipsIn", label: "Hips", unit: "in" },
];

const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(Math.round(value * 10) / 10)}`;

/** One measure's latest value, and its change since the first entry that has it. */
function Latest({
  entries,
  field,
  label,
  unit,
}: {
  entries: Measurement[];
  field: Field;
  label: string;
  unit: string;
}) {
  const having = entries.filter((entry) => entry[field] !== null);
  const first = having[0];
  const last = having.at(-1);
  if (!first || !last) return null;
  const value = last[field] as number;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>
        {value} {unit}
      </Text>
      {first !== last && (
        <Text size="xs" c="dimmed">
          {signed(value - (first[field] as number))} since {formatDate(first.day)}
        </Text>
      )}
    </div>
  );
}

/**
 * What she measured of herself (weight, waist, hips) and her progress photos, if she has: shown to the trainer only,
 * beside her health.
 */
export function ClientBody({ email }: { email: string }) {
  return (
    <>
      <ClientMeasurements email={email} />
      <ClientPhotos email={email} />
    </>
  );
}

function ClientMeasurements({ email }: { email: string }) {
  const measurements = useQuery(trpc.admin.progress.measurements.queryOptions({ email }));
  return (
    <QueryState query={measurements} label="Loading her measurements">
      {({ entries }) => {
        const latest = entries.at(-1);
        if (!latest) return null;
        return (
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="body-title">
            <Stack gap="xs">
              <Title order={3} fz="lg" id="body-title">
                Measurements
              </Title>
              <Text size="xs" c="dimmed">
                {entries.length} {entries.length === 1 ? "entry" : "entries"}, latest {formatDate(latest.day)}
              </Text>
              <Group gap="xl">
                {MEASURES.map((measure) => (
                  <Latest key={measure.field} entries={entries} {...measure} />
                ))}
              </Group>
            </Stack>
          </Paper>
        );
      }}
    </QueryState>
  );
}
