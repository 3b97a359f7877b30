import { useQuery } from "@tanstack/react-query";
import { linkOptions } from "@tanstack/react-router";
import { AttentionNote } from "../../admin-shell/AttentionNote";
import { attentionQuery } from "./membership-queries";

/** On the Today panel, only while a membership's renewal has failed: how many, and the way to them. */
export function MembershipsAttention() {
  const count = useQuery(attentionQuery()).data?.attention ?? 0;
  return (
    <AttentionNote
      count={count}
      color="red"
      title="Memberships need your attention"
      link={linkOptions({ to: "/admin/memberships", search: { filter: "attention" } })}
    >
      {count === 1 ? "A monthly payment failed" : `${count} monthly payments failed`}; Stripe is retrying.
    </AttentionNote>
  );
}
