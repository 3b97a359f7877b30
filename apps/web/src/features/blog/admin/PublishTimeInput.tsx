import { Group, Input, TextInput } from "@mantine/core";
import { miamiDateTime, miamiInstant } from "@studio/validators/studio-time";
import { type ReactNode, useEffect, useState } from "react";

interface Props {
  /** The instant, ISO 8601; empty while either half is. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

interface Halves {
  date: string;
  time: string;
}

const halvesOf = (value: string): Halves => {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? { date: "", time: "" } : miamiDateTime(instant);
};
const instantOf = ({ date, time }: Halves) => (date && time ? miamiInstant(date, time).toISOString() : "");

/** The publish time as she thinks of it, a day and a time in Miami, kept as the instant the server stores. */
export function PublishTimeInput({ value, onChange, error }: Props) {
  // Her halves as typed: one half cleared for a moment must not wipe the other.
  const [halves, setHalves] = useState(() => halvesOf(value));
  useEffect(() => {
    // Another time given from outside (a post loaded, the form reset): shown as its Miami day and time.
    setHalves((current) => (value && value !== instantOf(current) ? halvesOf(value) : current));
  }, [value]);
  const change = (next: Halves) => {
    setHalves(next);
    onChange(instantOf(next));
  };
  return (
    <Input.Wrapper
      label="Publish date and time"
      description="Miami time. A time still to come schedules the post: it goes live then."
      error={error}
    >
      <Group gap="xs" mt={4} wrap="nowrap">
        <TextInput
          type="date"
          aria-label="Publish date"
          value={halves.date}
          onChange={(event) => change({ ...halves, date: event.currentTarget.value })}
          error={Boolean(error)}
          style={{ flex: 3 }}
        />
        <TextInput
          type="time"
          aria-label="Publish time"
          value={halves.time}
          onChange={(event) => change({ ...halves, time: event.currentTarget.value })}
          error={Boolean(error)}
          style={{ flex: 2 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
