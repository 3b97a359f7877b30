import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { AuditHistory } from "../../bookings/admin/AuditHistory";
import { DiscountForm } from "./DiscountForm";

export function DiscountManager() {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [usageOf, setUsageOf] = useState<{ id: number; code: string } | null>(null);
  const codes = useQuery(trpc.admin.discounts.list.queryOptions(undefined, { staleTime: 0 }));
  const toggle = useMutation(
    trpc.admin.discounts.setActive.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.discounts.list.queryKey() }),
      onError: (error) => toast("Error", errorMessage(error, "Failed to update the code"), "error"),
    }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">Codes are stored uppercase; clients type them in any case.</Text>
        <Button onClick={() => setCreating(true)}>New Code</Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {codes.data?.map((code) => (
          <Card key={code.id} withBorder radius="md" padding="md" component="article" aria-label={`Code ${code.code}`}>
            <Group justify="space-between">
              <Text fw={700} ff="monospace">
                {code.code}
              </Text>
              <Badge color={code.active ? "#1e6b34" : "gray.7"}>{code.active ? "active" : "inactive"}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {code.description}
            </Text>
            <Text size="sm" mt={6}>
              {code.type === "percentage" ? `${Number(code.value)}% off` : `${formatMoney(code.value)} off`}
              {code.minAmount ? ` · min ${formatMoney(code.minAmount)}` : ""}
              {code.maxDiscount ? ` · max ${formatMoney(code.maxDiscount)}` : ""}
            </Text>
            <Text size="sm">
              Used {code.usageCount} / {code.usageLimit ?? "∞"} · {code.userLimit} per client
            </Text>
            {(code.validFrom || code.validUntil) && (
              <Text size="xs" c="dimmed">
                {code.validFrom ? `From ${formatDate(code.validFrom)} ` : ""}
                {code.validUntil ? `until ${formatDate(code.validUntil)}` : ""}
              </Text>
            )}
            <Group gap="xs" mt="sm">
              <Button size="xs" variant="light" onClick={() => setUsageOf({ id: code.id, code: code.code })}>
                Who used it
              </Button>
              <Button size="xs" variant="subtle" onClick={() => toggle.mutate({ id: code.id, active: !code.active })}>
                {code.active ? "Deactivate" : "Activate"}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title="New discount code"
        styles={{ content: { maxHeight: "90vh" } }}
      >
        <DiscountForm onDone={() => setCreating(false)} />
      </Modal>
      <Modal
        opened={usageOf !== null}
        onClose={() => setUsageOf(null)}
        title={`Bookings that used ${usageOf?.code ?? ""}`}
      >
        {usageOf && <Usage id={usageOf.id} />}
      </Modal>
      <AuditHistory of={{ action: "discount.create" }} title="Codes created" />
    </Stack>
  );
}

/** The bookings that used a code, newest first, a page at a time: a popular code's list can run to thousands. */
function Usage({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const usage = useQuery(
    trpc.admin.discounts.usage.queryOptions({ id, page }, { staleTime: 0, placeholderData: keepPreviousData }),
  );
  const nobody = <Text c="dimmed">Nobody has used this code yet.</Text>;
  return (
    <QueryState query={usage} loader={<Text c="dimmed">Loading...</Text>} error={nobody}>
      {(used) =>
        used.total ? (
          <Stack gap="xs" aria-busy={usage.isPlaceholderData}>
            {used.items.map((row) => (
              <Text key={row.bookingId} size="sm">
                #{row.bookingId} · {row.clientName} ({row.clientEmail}) · {row.packageName} · saved $
                {row.discountAmount} · {row.paymentStatus}
              </Text>
            ))}
            <ListPager noun="bookings" {...used} onPage={setPage} />
          </Stack>
        ) : (
          nobody
        )
      }
    </QueryState>
  );
}
