import { useForm } from "@mantine/form";
import type { PlanValues } from "./plan-values";

/** The plan editor's form, checked with the schema of the plan it saves. */
export function usePlanForm(initialValues: PlanValues, validate: (values: PlanValues) => Record<string, string>) {
  return useForm<PlanValues>({ initialValues, validate });
}

export type PlanForm = ReturnType<typeof usePlanForm>;
