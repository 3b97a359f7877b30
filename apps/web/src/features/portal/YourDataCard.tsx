import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { downloadMyData, type MyDataFormat } from "./download-my-data";
import { EraseMyData } from "./EraseMyData";

/** "Your data": everything kept under her e-mail, hers to take (JSON or spreadsheets) or to delete. */
export function YourDataCard({ onErased }: { onErased: () => void }) {
  const [downloading, setDownloading] = useState<MyDataFormat | null>(null);
  const download = (format: MyDataFormat) => {
    if (downloading) return;
    setDownloading(format);
    void downloadMyData(format).finally(() => setDownloading(null));
  };
  return (
    <Paper component="section" aria-labelledby="your-data" radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
      <Stack gap="md">
        <div>
          <Title order={2} fz="xl" id="your-data">
            Your data
          </Title>
          <Text c="dimmed" mt={4}>
            A copy of everything we keep under your e-mail: bookings, sessions, payments, tracker entries, reminder
            settings, recipes you shared and your newsletter status.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading === "json"}
            onClick={() => download("json")}
          >
            Download (JSON)
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading === "zip"}
            onClick={() => download("zip")}
          >
            Download (CSV)
          </Button>
        </Group>
        <Divider />
        <EraseMyData onErased={onErased} />
      </Stack>
    </Paper>
  );
}
