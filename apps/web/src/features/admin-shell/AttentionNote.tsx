import { Alert, Anchor, Text } from "@mantine/core";
import { Link, type LinkOptions } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface Props {
  /** How many want her attention: while none do, there is no note. */
  count: number;
  title: string;
  color: string;
  /** Where they are listed, from `linkOptions`, so its address and search are checked where it is written. */
  link: LinkOptions;
  /** What happened, in a sentence. */
  children: ReactNode;
}

/** On the Today panel, only while something wants her attention: what and how many, and the way to them. */
export function AttentionNote({ count, title, color, link, children }: Props) {
  if (!count) return null;
  return (
    <Alert color={color} variant="light" p="sm" title={title}>
      <Text size="sm">
        {children}{" "}
        <Anchor renderRoot={(props) => <Link {...link} {...props} />} size="sm" fw={600}>
          See {count === 1 ? "who" : "them"} →
        </Anchor>
      </Text>
    </Alert>
  );
}
