import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import { useT } from "../../i18n/use-t";

/**
 * A time less than 24 hours away, tapped: booked at once, it could no longer be moved, and cancelling it would
 * forfeit a session she has just placed. So she is told so, and books it only when she says.
 */
export function SoonConfirm(props: { label: string; booking: boolean; onBook: () => void; onBack: () => void }) {
  const { t } = useT();
  const title = useId();
  const panel = useRef<HTMLDivElement>(null);
  const book = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // In braces: Chromium's scrollIntoView now returns a promise, which React would call as the effect's cleanup.
    void panel.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    book.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Paper
      ref={panel}
      role="group"
      aria-labelledby={title}
      withBorder
      radius="md"
      p="md"
      mt="sm"
      bg="var(--mantine-color-gold-0)"
    >
      <Stack gap="sm">
        <Text id={title} fw={600}>
          {t("portal.picker.soonConfirm.title", { when: props.label })}
        </Text>
        <Text size="sm">{t("portal.picker.soonConfirm.body")}</Text>
        <Group gap="sm">
          <Button ref={book} onClick={props.onBook} loading={props.booking}>
            {t("portal.picker.soonConfirm.book")}
          </Button>
          <Button variant="default" onClick={props.onBack}>
            {t("portal.picker.soonConfirm.back")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
