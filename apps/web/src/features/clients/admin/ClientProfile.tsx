import { Anchor, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { errorMessage } from "../../../lib/trpc";
import { AuditHistory } from "../../bookings/admin/AuditHistory";
import { ClientHealth } from "../../intake/admin/HealthAnswers";
import { ClientMemberships } from "../../memberships/admin/ClientMemberships";
import { ClientBody } from "../../progress/admin/ClientBody";
import { NewSaleButton } from "../../sales/admin/NewSale";
import { BookingHistory } from "./BookingHistory";
import { ClientBadges, ClientFigures, PackageCounts } from "./ClientFigures";
import { ClientMessages } from "./ClientMessages";
import { ClientNotes } from "./ClientNotes";
import { clientProfileQuery } from "./client-queries";
import type { ClientsSearch } from "./clients-search";
import { PaymentHistory } from "./PaymentHistory";
import { SendSignInCode } from "./SendSignInCode";

// Her training loads with her page, after it: its code (the plan list, the comment box) is the training screens'.
const ClientTraining = lazy(() =>
  import("../../training/admin/ClientTraining").then((module) => ({ default: module.ClientTraining })),
);

/** One client's page: who she is, her figures, her whole history, and the trainer's private notes. */
export function ClientProfile({ email, directory }: { email: string; directory: ClientsSearch }) {
  const profile = useQuery(clientProfileQuery(email));
  return (
    <Stack gap="md">
      <Anchor
        renderRoot={(props) => <Link to="/admin/clients" search={directory} {...props} />}
        size="sm"
        w="fit-content"
      >
        ← All clients
      </Anchor>
      <QueryState
        query={profile}
        label="Loading the client"
        error={(error) => <Text c="red.8">{errorMessage(error, "The client could not be loaded.")}</Text>}
      >
        {(client) => (
          <Stack gap="md">
            <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Title order={2} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: "anywhere" }}>
                      {client.name ?? client.email}
                    </Title>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor>
                      {client.phone && (
                        <>
                          {" · "}
                          <Anchor href={`tel:${client.phone.replace(/[^\d+]/g, "")}`}>{client.phone}</Anchor>
                        </>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {client.verifiedAt
                        ? `E-mail verified ${formatDate(client.verifiedAt)}`
                        : "E-mail not verified yet"}
                      {client.lastSignedIn ? ` · last signed in ${formatDate(client.lastSignedIn)}` : ""}
                      {client.trackerEntries
                        ? ` · ${client.trackerEntries} tracker ${client.trackerEntries === 1 ? "entry" : "entries"}, last ${formatDate(`${client.lastTrackerEntry}T12:00:00`)}`
                        : ""}
                    </Text>
                    <ClientBadges client={client} />
                  </Stack>
                  <Group gap="xs">
                    <NewSaleButton
                      label="Sell"
                      client={{
                        name: client.name ?? "",
                        email: client.email,
                        phone: client.phone,
                        language: client.language,
                      }}
                    />
                    <SendSignInCode email={client.email} name={client.name ?? client.email} />
                  </Group>
                </Group>
                <ClientFigures client={client} />
                <PackageCounts client={client} />
              </Stack>
            </Paper>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
                <Stack gap="md">
                  <ClientMemberships email={client.email} />
                  <BookingHistory client={client} />
                  <PaymentHistory client={client} />
                  <AuditHistory of={{ clientEmail: client.email }} />
                </Stack>
              </Grid.Col>
              {/* On a phone her health and notes come first: what to keep in mind before the long history. */}
              <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
                <Stack gap="md">
                  <ClientHealth email={client.email} />
                  <Suspense fallback={null}>
                    <ClientTraining userId={client.userId} email={client.email} name={client.name} />
                  </Suspense>
                  <ClientBody email={client.email} />
                  <ClientMessages email={client.email} name={client.name ?? client.email} />
                  <ClientNotes email={client.email} />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
