import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { intlLocale, type Language, type Translate } from "@studio/i18n";
import { MEASUREMENT_BOUNDS } from "@studio/validators/kinds";
import { studioDate } from "@studio/validators/studio-time";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { ChartCard } from "./ChartCard";
import { ProgressPhotos } from "./ProgressPhotos";

// The charts load with the tab, into a place of their own height (as the history's do).
const CHART_HEIGHT = 200;
const BodyChart = lazy(() => import("./ProgressCharts").then((module) => ({ default: module.BodyChart })));

type Measurement = RouterOutputs["progress"]["measurements"]["entries"][number];
type Field = "weightLb" | "waistIn" | "hipsIn";
const FIELDS: Field[] = ["weightLb", "waistIn", "hipsIn"];

interface Values {
  day: string;
  weightLb: string;
  waistIn: string;
  hipsIn: string;
}

/**
 * What is sent: an empty box is no measurement; a decimal comma (156,5 in Spanish) is a point; anything else goes as
 * typed, for the rule to check.
 */
const measured = (typed: string) => typed.trim().replace(/^(\d+),(\d+)$/, "$1.$2") || null;
const toInput = (values: Values) => ({
  day: values.day,
  weightLb: measured(values.weightLb),
  waistIn: measured(values.waistIn),
  hipsIn: measured(values.hipsIn),
});

const numberFormats = new Map<string, Intl.NumberFormat>();
/** 150.8, or a change: +1.5, −2 ("150,8" in Spanish). */
function formatMeasure(value: number, language: Language, signed = false) {
  const key = `${language}:${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      maximumFractionDigits: 1,
      signDisplay: signed ? "exceptZero" : "auto",
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * The Body tab: her measurements on a day, the latest and the change since the first, charts, and every entry; then
 * her progress photos.
 */
export function BodyMeasurements() {
  const { t } = useT();
  const measurements = useQuery(trpc.progress.measurements.queryOptions(undefined, { staleTime: 0 }));
  return (
    <Stack gap="lg">
      <MeasurementForm />
      <QueryState query={measurements} loader={<Text c="dimmed">{t("tracker.body.loading")}</Text>}>
        {({ entries }) =>
          entries.length ? <MeasurementHistory entries={entries} /> : <Text c="dimmed">{t("tracker.body.none")}</Text>
        }
      </QueryState>
      <ProgressPhotos />
    </Stack>
  );
}

function MeasurementForm() {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  const check = lazyResolver(i18n, (schemas) => schemas.measurementInput);
  const today = studioDate(new Date());
  const form = useForm<Values>({
    initialValues: { day: today, weightLb: "", waistIn: "", hipsIn: "" },
    validate: (values) => check(toInput(values) as unknown as Values),
  });
  const save = useMutation(
    trpc.progress.saveMeasurement.mutationOptions({
      onSuccess: () => {
        toast(t("tracker.body.saved"), "", "success");
        form.setValues({ weightLb: "", waistIn: "", hipsIn: "" });
        void queryClient.invalidateQueries({ queryKey: trpc.progress.measurements.queryKey() });
      },
      onError: (error) => toast(t("tracker.body.saveFailed"), error.message, "error"),
    }),
  );
  const labels: Record<Field, string> = {
    weightLb: t("tracker.body.weight"),
    waistIn: t("tracker.body.waist"),
    hipsIn: t("tracker.body.hips"),
  };
  return (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
      <form
        noValidate
        aria-labelledby="body-title"
        onFocus={loadFormSchemas}
        onSubmit={form.onSubmit((values) => save.mutate(toInput(values) as Parameters<typeof save.mutate>[0]))}
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="body-title">
              {t("tracker.body.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("tracker.body.intro")}
            </Text>
          </div>
          <TextInput type="date" label={t("tracker.body.day")} max={today} {...form.getInputProps("day")} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                label={labels[field]}
                inputMode="decimal"
                autoComplete="off"
                placeholder={`${MEASUREMENT_BOUNDS[field].min}–${MEASUREMENT_BOUNDS[field].max}`}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} w={{ base: "100%", xs: "fit-content" }}>
            {t("tracker.body.save")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The latest value of a measurement, and its change since the first entry that has one. */
function Trend({ entries, field, label, unit }: { entries: Measurement[]; field: Field; label: string; unit: Unit }) {
  const { t, language } = useT();
  const having = entries.filter((entry) => entry[field] !== null);
  const first = having[0];
  const last = having.at(-1);
  if (!first || !last) return null;
  const value = last[field] as number;
  const change = value - (first[field] as number);
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {worded(t, unit, formatMeasure(value, language))}
      </Text>
      {first !== last && (
        <Text size="xs" c="dimmed">
          {t("tracker.body.since", {
            change: worded(t, unit, formatMeasure(Math.round(change * 10) / 10, language, true)),
            day: formatDate(first.day, language),
          })}
        </Text>
      )}
    </div>
  );
}

type Unit = "lb" | "in";
const worded = (t: Translate, unit: Unit, value: string) =>
  t(unit === "lb" ? "tracker.body.value.weight" : "tracker.body.value.inches", { value });

function MeasurementHistory({ entries }: { entries: Measurement[] }) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.progress.removeMeasurement.mutationOptions({
      onSuccess: (left) => {
        queryClient.setQueryData(trpc.progress.measurements.queryKey(), left);
        toast(t("tracker.body.removed"), "", "success");
      },
    }),
  );
  const latest = entries.at(-1);
  const labels = {
    weightLb: t("tracker.body.label.weight"),
    waistIn: t("tracker.body.label.waist"),
    hipsIn: t("tracker.body.label.hips"),
  };
  const points = entries.map((entry) => ({ ...entry, day: formatDate(entry.day, language) }));
  const hasWeight = entries.some((entry) => entry.weightLb !== null);
  const hasSizes = entries.some((entry) => entry.waistIn !== null || entry.hipsIn !== null);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Text size="sm" c="dimmed" mb="xs">
          {latest && t("tracker.body.latest", { day: formatDate(latest.day, language) })}
        </Text>
        <SimpleGrid cols={3}>
          <Trend entries={entries} field="weightLb" label={labels.weightLb} unit="lb" />
          <Trend entries={entries} field="waistIn" label={labels.waistIn} unit="in" />
          <Trend entries={entries} field="hipsIn" label={labels.hipsIn} unit="in" />
        </SimpleGrid>
      </Card>
      {entries.length > 1 && hasWeight && (
        <ChartCard height={CHART_HEIGHT} title={t("tracker.body.weightChart")}>
          <BodyChart
            data={points}
            height={CHART_HEIGHT}
            series={[{ name: "weightLb", label: labels.weightLb, color: "plum.7" }]}
          />
        </ChartCard>
      )}
      {entries.length > 1 && hasSizes && (
        <ChartCard height={CHART_HEIGHT} title={t("tracker.body.sizesChart")}>
          <BodyChart
            data={points}
            height={CHART_HEIGHT}
            series={[
              { name: "waistIn", label: labels.waistIn, color: "plum.7" },
              { name: "hipsIn", label: labels.hipsIn, color: "gold.7" },
            ]}
          />
        </ChartCard>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={3} fz="lg" mb="sm">
          {t("tracker.body.entries")}
        </Title>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {[...entries].reverse().map((entry) => (
            <Group key={entry.day} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">
                <Text span fw={600}>
                  {formatDate(entry.day, language)}
                </Text>
                {FIELDS.filter((field) => entry[field] !== null)
                  .map(
                    (field) =>
                      ` · ${labels[field]} ${worded(t, field === "weightLb" ? "lb" : "in", formatMeasure(entry[field] as number, language))}`,
                  )
                  .join("")}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray.7"
                style={{ flexShrink: 0 }}
                aria-label={t("tracker.body.removeLabel", { day: formatDate(entry.day, language) })}
                loading={remove.isPending && remove.variables?.day === entry.day}
                onClick={() => remove.mutate({ day: entry.day })}
              >
                {t("tracker.body.remove")}
              </Button>
            </Group>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
