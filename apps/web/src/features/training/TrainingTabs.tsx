import { Tabs } from "@mantine/core";
import { localizeHref } from "@studio/i18n/paths";
import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { StandardLoader } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { CommentsList } from "./CommentsList";
import { type TrainingSearch, trainingHref } from "./search";
import { TodayView } from "./TodayView";
import { useOutboxSync } from "./use-outbox-sync";

/** The history's charts load when the tab is opened. */
const HistoryView = lazy(() => import("./HistoryView").then((module) => ({ default: module.HistoryView })));

/** Today, History and the trainer's notes; the tab and the day are kept in the address (a reload keeps them). */
export function TrainingTabs({ userId, search }: { userId: number; search: TrainingSearch }) {
  const { t, language } = useT();
  const router = useRouter();
  const sendNow = useOutboxSync(userId);
  const go = (next: TrainingSearch) => router.history.replace(localizeHref(language, trainingHref(next)));
  const tab = search.tab ?? "today";
  return (
    <Tabs
      value={tab}
      onChange={(value) => go({ ...search, tab: value === "today" ? undefined : (value as TrainingSearch["tab"]) })}
      keepMounted={false}
    >
      <Tabs.List mb="lg" grow>
        <Tabs.Tab value="today">{t("training.tabs.today")}</Tabs.Tab>
        <Tabs.Tab value="history">{t("training.tabs.history")}</Tabs.Tab>
        <Tabs.Tab value="notes">{t("training.tabs.notes")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="today">
        <TodayView userId={userId} day={search.day} onChoose={(day) => go({ ...search, day })} onSendNow={sendNow} />
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <Suspense fallback={<StandardLoader label={t("training.history.loading")} place="block" />}>
          <HistoryView />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="notes">
        <CommentsList />
      </Tabs.Panel>
    </Tabs>
  );
}
