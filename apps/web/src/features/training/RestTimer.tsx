import { Button, Group, Paper, RingProgress, Text } from "@mantine/core";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { useT } from "../../i18n/use-t";
import { formatClock } from "./format";
import classes from "./Training.module.css";

interface Rest {
  /** When it ends, in the page's clock (ms). */
  endsAt: number;
  seconds: number;
  exercise: string;
}

type StartRest = (seconds: number, exercise: string) => void;
const RestContext = createContext<StartRest>(() => {});

/** Starts the rest timer (one at a time: a new rest replaces the one counting). */
export const useStartRest = () => useContext(RestContext);

/** The day's one rest timer, shown at the foot of the screen while it counts, over the exercise she is doing. */
export function RestTimerProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [rest, setRest] = useState<Rest | null>(null);
  // Said once when a rest starts and once when it ends, not every second; the region is on the page before it speaks.
  const [said, say] = useState("");
  const start = useCallback<StartRest>(
    (seconds, exercise) => {
      if (seconds <= 0) return;
      setRest({ endsAt: Date.now() + seconds * 1000, seconds, exercise });
      say(t("training.rest.started", { time: formatClock(seconds) }));
    },
    [t],
  );
  const ended = useCallback(() => say(t("training.rest.over")), [t]);
  return (
    <RestContext.Provider value={start}>
      {children}
      {rest && <RestBar key={rest.endsAt} rest={rest} onChange={setRest} onOver={ended} />}
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </RestContext.Provider>
  );
}

interface BarProps {
  rest: Rest;
  onChange: (next: Rest | null) => void;
  onOver: () => void;
}

function RestBar({ rest, onChange, onOver }: BarProps) {
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, (rest.endsAt - now) / 1000);
  const over = left <= 0;
  useEffect(() => {
    if (over) {
      // A gentle buzz where the phone can; the words below say it to everyone else.
      navigator.vibrate?.([120, 80, 120]);
      onOver();
      const close = window.setTimeout(() => onChange(null), 6000);
      return () => window.clearTimeout(close);
    }
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [over, onChange, onOver]);
  const add = () =>
    onChange({ ...rest, endsAt: Math.max(rest.endsAt, Date.now()) + 15_000, seconds: rest.seconds + 15 });
  return (
    <Paper className={classes.restBar} shadow="lg" radius="lg" p="sm" withBorder>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <RingProgress
            size={56}
            thickness={5}
            roundCaps
            sections={[{ value: over ? 100 : (left / rest.seconds) * 100, color: over ? "green.7" : "plum.7" }]}
            aria-hidden
          />
          <div role="timer" aria-label={t("training.rest.label")}>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {over ? t("training.rest.over") : t("training.rest.for", { exercise: rest.exercise })}
            </Text>
            <Text fz={26} fw={700} ff="heading" lh={1.1} className={classes.clock}>
              {formatClock(left)}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {!over && (
            <Button variant="light" size="compact-md" onClick={add} aria-label={t("training.rest.addLabel")}>
              {t("training.rest.add")}
            </Button>
          )}
          <Button variant="subtle" size="compact-md" onClick={() => onChange(null)}>
            {over ? t("training.rest.close") : t("training.rest.skip")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
