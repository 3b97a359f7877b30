import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../components/QueryState";
import { trpc } from "../../lib/trpc";
import { IntakeForm } from "./IntakeForm";
import { IntakeOnFile } from "./IntakeOnFile";

/** Her questionnaire once she has signed in: what is on file with a way to update it, or the form. */
export function HerIntake() {
  const intake = useQuery(trpc.portal.intake.queryOptions(undefined, { staleTime: 0 }));
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={intake}>
      {({ intake: onFile }) =>
        onFile && !editing ? (
          <IntakeOnFile intake={onFile} onEdit={() => setEditing(true)} />
        ) : (
          <IntakeForm onFile={onFile} onSaved={() => setEditing(false)} />
        )
      }
    </QueryState>
  );
}
