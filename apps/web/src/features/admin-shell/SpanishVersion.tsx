import { Badge, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./SpanishVersion.module.css";

/** The Spanish fields a form holds, as it holds them (a field not yet filled in may be missing or empty). */
type Version = Partial<Record<string, string | null>> | undefined;

/**
 * Her Spanish version of what a form writes (`version`, its Spanish fields), folded away until she opens it (open
 * already when she wrote any field): the Spanish site shows each field she fills in, and the English where she
 * leaves one empty.
 */
export function SpanishVersion({ version, children }: { version: Version; children: ReactNode }) {
  const written = Object.values(version ?? {}).some((text) => text?.trim());
  return (
    <details className={classes.version} open={written || undefined}>
      <summary>
        Spanish version
        <Badge size="xs" variant="light" color={written ? "teal" : "gray"}>
          {written ? "Written" : "Optional"}
        </Badge>
      </summary>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          Shown on the Spanish site (/es). A field left empty shows the English, with a note that it is available in
          English.
        </Text>
        {/* Written in Spanish: its fields are labelled, and spell-checked, in Spanish. */}
        <Stack gap="sm" lang="es">
          {children}
        </Stack>
      </Stack>
    </details>
  );
}
