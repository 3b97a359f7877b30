import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useT } from "../../i18n/use-t";
import { downloadMyData, type MyDataFormat } from "./download-my-data";
import { EraseMyData } from "./EraseMyData";

/** "Your data": everything kept under her e-mail, hers to take (JSON or spreadsheets) or to delete. */
export function YourDataCard({ onErased }: { onErased: () => void }) {
  const { t, i18n } = useT();
  const [downloading, setDownloading] = useState<MyDataFormat | null>(null);
  const download = (format: MyDataFormat) => {
    if (downloading) return;
    setDownloading(format);
    void downloadMyData(i18n, format).finally(() => setDownloading(null));
  };
  return (
    <Paper component="section" aria-labelledby="your-data" radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
      <Stack gap="md">
        <div>
          <Title order={2} fz="xl" id="your-data">
            {t("portal.data.title")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("portal.data.intro")}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading === "json"}
            onClick={() => download("json")}
          >
            {t("portal.data.json")}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading === "zip"}
            onClick={() => download("zip")}
          >
            {t("portal.data.csv")}
          </Button>
        </Group>
        <Divider />
        <EraseMyData onErased={onErased} />
      </Stack>
    </Paper>
  );
}
