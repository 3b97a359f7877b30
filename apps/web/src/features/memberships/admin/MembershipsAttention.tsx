import { Alert, Anchor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { attentionQuery } from "./membership-queries";

/** On the Today panel, only while a membership's renewal has failed: how many, and the way to them. */
export function MembershipsAttention() {
  const { data } = useQuery(attentionQuery());
  const count = data?.attention ?? 0;
  if (!count) return null;
  return (
    <Alert color="red" variant="light" p="sm" title="Memberships need your attention">
      <Text size="sm">
        {count === 1 ? "A monthly payment failed" : `${count} monthly payments failed`}; Stripe is retrying.{" "}
        <Anchor
          renderRoot={(props) => <Link to="/admin/memberships" search={{ filter: "attention" }} {...props} />}
          size="sm"
          fw={600}
        >
          See {count === 1 ? "who" : "them"} →
        </Anchor>
      </Text>
    </Alert>
  );
}
