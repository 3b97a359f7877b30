import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { useSearchBox } from "../../../lib/use-search-box";
import { DeskGiftCardForm } from "./DeskGiftCardForm";
import { ResendGiftCardForm } from "./ResendGiftCardForm";

const PAGE_SIZE = 12;

/** The gift cards on the Codes page: every card, newest first, found by code or e-mail, a page at a time. */
export function GiftCardsSection() {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [usesOf, setUsesOf] = useState<{ id: number; code: string } | null>(null);
  const [selling, setSelling] = useState(false);
  type Card = NonNullable<typeof cards.data>["items"][number];
  const [resending, setResending] = useState<Card | null>(null);
  const cards = useQuery(
    trpc.admin.giftCards.list.queryOptions(
      { search, page, pageSize: PAGE_SIZE },
      { staleTime: 0, placeholderData: keepPreviousData },
    ),
  );
  const box = useSearchBox(search, (next) => {
    setSearch(next);
    setPage(1);
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="gift-cards-title" mt="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} id="gift-cards-title" fz="xl">
            Gift cards
          </Title>
          <Text c="dimmed" size="sm">
            Bought on the site or sold at the desk, and e-mailed to the recipient; she spends the balance at the booking
            form.
          </Text>
        </div>
        <Group align="flex-end" gap="sm" w={{ base: "100%", sm: "auto" }}>
          <TextInput
            label="Find a gift card"
            placeholder="Code or e-mail"
            type="search"
            w={{ base: "100%", sm: 280 }}
            {...box}
          />
          <Button variant="light" onClick={() => setSelling(true)}>
            Sell a gift card
          </Button>
        </Group>
      </Group>
      <QueryState query={cards} loader={<Text c="dimmed">Loading gift cards...</Text>}>
        {(found) => (
          <Stack gap="sm" aria-busy={cards.isPlaceholderData}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {found.items.map((card) => (
                <Card
                  key={card.id}
                  withBorder
                  radius="md"
                  padding="md"
                  component="article"
                  aria-label={`Gift card ${card.code}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700} ff="monospace">
                      {card.code}
                    </Text>
                    <Badge color={card.status === "active" ? "#1e6b34" : "gray.7"}>
                      {card.status === "active" ? "paid" : "not paid"}
                    </Badge>
                  </Group>
                  <Text size="sm" mt={6}>
                    {card.buyerName} → {card.recipientName}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {card.buyerEmail} → {card.recipientEmail}
                  </Text>
                  <Group gap="lg" mt="xs">
                    <div>
                      <Text size="xs" c="dimmed">
                        Amount
                      </Text>
                      <Text fw={600}>{formatMoney(card.amount)}</Text>
                    </div>
                    <div>
                      <Text size="xs" c="dimmed">
                        Balance
                      </Text>
                      <Text fw={600} data-testid="gift-card-balance">
                        {formatMoney(card.balance)}
                      </Text>
                    </div>
                  </Group>
                  <Text size="xs" c="dimmed" mt="xs">
                    Bought {formatDate(card.createdAt)}
                    {card.paymentMethod ? ` · ${paidWith[card.paymentMethod] ?? card.paymentMethod}` : ""}
                    {card.language === "es" ? " · in Spanish" : ""}
                  </Text>
                  <Group gap="xs" mt="sm">
                    <Button
                      size="xs"
                      variant="light"
                      disabled={card.redemptionCount === 0}
                      onClick={() => setUsesOf({ id: card.id, code: card.code })}
                    >
                      {card.redemptionCount === 0 ? "Not used yet" : `Bookings (${card.redemptionCount})`}
                    </Button>
                    {card.status === "active" && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setResending(card)}
                        aria-label={`Send ${card.code} again`}
                      >
                        Send again
                      </Button>
                    )}
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
            <ListPager noun="gift cards" {...found} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      <Modal opened={selling} onClose={() => setSelling(false)} title="Sell a gift card at the desk">
        <DeskGiftCardForm onDone={() => setSelling(false)} />
      </Modal>
      <Modal opened={resending !== null} onClose={() => setResending(null)} title="Send the gift card again">
        {resending && <ResendGiftCardForm card={resending} onDone={() => setResending(null)} />}
      </Modal>
      <Modal
        opened={usesOf !== null}
        onClose={() => setUsesOf(null)}
        title={`Bookings that used ${usesOf?.code ?? ""}`}
      >
        {usesOf && <Redemptions id={usesOf.id} />}
      </Modal>
    </Stack>
  );
}

const paidWith: Record<string, string> = { stripe: "card", mock: "test payment", manual: "at the desk" };

/** One card's bookings, newest first, a page at a time: what each took, and what came back. */
function Redemptions({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const uses = useQuery(
    trpc.admin.giftCards.redemptions.queryOptions({ id, page }, { staleTime: 0, placeholderData: keepPreviousData }),
  );
  return (
    <QueryState query={uses} loader={<Text c="dimmed">Loading...</Text>}>
      {(used) => (
        <Stack gap="xs" aria-busy={uses.isPlaceholderData}>
          {used.items.map((row) => (
            <Text key={row.id} size="sm">
              {row.bookingId ? `#${row.bookingId} · ${row.clientName} · ${row.packageName}` : "A deleted booking"} ·{" "}
              {formatMoney(row.amount)} · {formatDate(row.createdAt)}
              {row.returnedAt ? " · given back (released unpaid)" : row.paymentStatus ? ` · ${row.paymentStatus}` : ""}
            </Text>
          ))}
          <ListPager noun="bookings" {...used} onPage={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
