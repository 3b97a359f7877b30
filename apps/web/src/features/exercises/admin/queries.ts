import type { ExerciseEquipment, ExerciseState, MuscleGroup } from "@studio/validators/kinds";
import { keepPreviousData } from "@tanstack/react-query";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

/** An exercise as the browser has it (its times as text). */
export type Exercise = RouterOutputs["admin"]["exercises"]["get"];

/** What her library screen shows: its search, filters and page. */
export interface ExerciseFilters {
  search?: string;
  muscleGroup?: MuscleGroup;
  equipment?: ExerciseEquipment;
  state?: ExerciseState;
  page?: number;
}

/** Cards on one page of her library. */
export const EXERCISES_PAGE_SIZE = 24;

/** The list's query, the same for the route's loader and the screen: only the filters set are sent. */
export const exerciseListQuery = ({ search, muscleGroup, equipment, state, page }: ExerciseFilters) =>
  trpc.admin.exercises.list.queryOptions(
    {
      ...(search ? { search } : {}),
      ...(muscleGroup ? { muscleGroup } : {}),
      ...(equipment ? { equipment } : {}),
      ...(state && state !== "live" ? { state } : {}),
      ...(page && page > 1 ? { page } : {}),
      pageSize: EXERCISES_PAGE_SIZE,
    },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
