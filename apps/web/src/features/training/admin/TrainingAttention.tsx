import { QUIET_DAYS } from "@studio/validators/kinds";
import { useQuery } from "@tanstack/react-query";
import { linkOptions } from "@tanstack/react-router";
import { AttentionNote } from "../../admin-shell/AttentionNote";
import { quietCountQuery } from "./queries";

/** On the Today panel, only while someone with a plan has gone quiet: how many, and the way to them. */
export function TrainingAttention() {
  const count = useQuery(quietCountQuery()).data?.total ?? 0;
  return (
    <AttentionNote
      count={count}
      color="plum"
      title="Clients gone quiet"
      link={linkOptions({ to: "/admin/training", search: { tab: "quiet" } })}
    >
      {count === 1 ? "A client with a plan has" : `${count} clients with a plan have`} not logged a workout in{" "}
      {QUIET_DAYS} days.
    </AttentionNote>
  );
}
