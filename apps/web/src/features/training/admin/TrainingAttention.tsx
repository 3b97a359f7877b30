import { Alert, Anchor, Text } from "@mantine/core";
import { QUIET_DAYS } from "@studio/validators/kinds";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { quietCountQuery } from "./queries";

/** On the Today panel, only while someone with a plan has gone quiet: how many, and the way to them. */
export function TrainingAttention() {
  const { data } = useQuery(quietCountQuery());
  const count = data?.total ?? 0;
  if (!count) return null;
  return (
    <Alert color="plum" variant="light" p="sm" title="Clients gone quiet">
      <Text size="sm">
        {count === 1 ? "A client with a plan has" : `${count} clients with a plan have`} not logged a workout in{" "}
        {QUIET_DAYS} days.{" "}
        <Anchor
          renderRoot={(props) => <Link to="/admin/training" search={{ tab: "quiet" }} {...props} />}
          size="sm"
          fw={600}
        >
          See {count === 1 ? "who" : "them"} →
        </Anchor>
      </Text>
    </Alert>
  );
}
