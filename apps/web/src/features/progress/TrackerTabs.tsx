import { Tabs } from "@mantine/core";
import { useT } from "../../i18n/use-t";
import { BodyMeasurements } from "./BodyMeasurements";
import { ProgressEntryForm } from "./ProgressEntryForm";
import { ProgressHistory } from "./ProgressHistory";

/** Today's Entry, Progress History and her body's measurements; a tab's content is drawn only while it is open. */
export function TrackerTabs({ userId }: { userId: number }) {
  const { t } = useT();
  return (
    <Tabs defaultValue="today" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="today">{t("tracker.tabs.today")}</Tabs.Tab>
        <Tabs.Tab value="history">{t("tracker.tabs.history")}</Tabs.Tab>
        <Tabs.Tab value="body">{t("tracker.tabs.body")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="today">
        <ProgressEntryForm userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <ProgressHistory userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="body">
        <BodyMeasurements />
      </Tabs.Panel>
    </Tabs>
  );
}
