// Her day's training as her page and My Sessions' card read it, online and offline. While online, the page asks the
// server for the six days after today as well, so the site's worker keeps them (service-worker/offline-reads.ts) and
// the right day's workout opens with no connection for a week: offline on a later day, the copy of today kept on an
// earlier visit says an earlier day, so the phone's own day is asked for instead, and counted as today.
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { trpc } from "../../lib/trpc";
import { daysAhead, phoneDayInstead, phoneToday, todayOnPhone } from "./phone-day";

function onConnectionChange(change: () => void) {
  window.addEventListener("online", change);
  window.addEventListener("offline", change);
  return () => {
    window.removeEventListener("online", change);
    window.removeEventListener("offline", change);
  };
}

/** Whether the phone says it has no connection (then her reads are answered from what the worker kept). */
const useOffline = () =>
  useSyncExternalStore(
    onConnectionChange,
    () => !navigator.onLine,
    () => false,
  );

function onWorkerChange(change: () => void) {
  navigator.serviceWorker?.addEventListener("controllerchange", change);
  return () => navigator.serviceWorker?.removeEventListener("controllerchange", change);
}

/**
 * Whether the site's worker controls the page: on her first visit it takes the page over a few seconds after she
 * signs in (once it has kept its files), and her week ahead is asked for then, not only on her next visit.
 */
const useWorkerControls = () =>
  useSyncExternalStore(
    onWorkerChange,
    () => Boolean(navigator.serviceWorker?.controller),
    () => false,
  );

/** The day asked for (today when undefined), with `today` as her phone counts it offline. */
export function useTrainingDay(asked: string | undefined) {
  const queryClient = useQueryClient();
  const offline = useOffline();
  const phoneDay = phoneToday();
  const training = useQuery(trpc.training.today.queryOptions(asked ? { day: asked } : {}, { staleTime: 0 }));
  // Offline, a read that failed or waits for the connection found nothing kept.
  const nothingKept = training.data === undefined && training.fetchStatus !== "fetching";
  const instead = phoneDayInstead(asked, training.data?.today, phoneDay, offline, nothingKept);
  const onPhoneDay = useQuery(
    trpc.training.today.queryOptions(instead ? { day: instead } : skipToken, { staleTime: 0 }),
  );
  const shown = instead ? onPhoneDay : training;

  // Her week ahead, kept by the worker: asked again whenever today's answer is new (a log changes "last time"), and
  // only where a worker is there to keep it (from the moment it takes the page over).
  const answeredToday = asked || offline ? undefined : training.data?.today;
  const answeredAt = training.dataUpdatedAt;
  const kept = useWorkerControls();
  useEffect(() => {
    if (!answeredToday || !answeredAt || !kept) return;
    for (const day of daysAhead(answeredToday))
      void queryClient.prefetchQuery(trpc.training.today.queryOptions({ day }));
  }, [answeredToday, answeredAt, kept, queryClient]);

  const data = useMemo(
    () => shown.data && { ...shown.data, today: todayOnPhone(shown.data.today, phoneDay, offline) },
    [shown.data, phoneDay, offline],
  );
  return { isPending: shown.isPending, isError: shown.isError, data, refetch: shown.refetch };
}
