import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ClientBadges, ClientFigures, type ClientRow, PackageCounts } from "./ClientFigures";
import type { ClientsSearch } from "./clients-search";

/** One client in the directory: who she is, her figures and her packages; her name opens her page. */
export function ClientCard({ client, directory }: { client: ClientRow; directory: ClientsSearch }) {
  const name = client.name ?? client.email;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              renderRoot={(props) => (
                <Link to="/admin/clients" search={{ ...directory, email: client.email }} {...props} />
              )}
              fw={700}
              size="lg"
              style={{ overflowWrap: "anywhere" }}
            >
              {name}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {client.email}
              {client.phone ? ` · ${client.phone}` : ""}
            </Text>
          </Stack>
          <ClientBadges client={client} />
        </Group>
        <ClientFigures client={client} />
        <PackageCounts client={client} />
      </Stack>
    </Paper>
  );
}
