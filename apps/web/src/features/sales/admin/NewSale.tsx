import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "@studio/i18n";
import { type DeskPayment, type DeskSaleInput, deskSaleInput } from "@studio/validators";
import { packageCategory } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import { newRequestKey } from "../../../lib/request-key";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { sessionsLine } from "../../admin-shell/sessions-line";
import { OpenTimeFields } from "../../hours/admin/OpenTimeFields";

type Sold = RouterOutputs["admin"]["sales"]["sell"];

/** Whom she sells to when she starts from a client's page. */
export interface SaleClient {
  name: string;
  email: string;
  phone: string | null;
  /** The language she last booked or wrote in: her receipt or link goes in it unless the trainer picks the other. */
  language: Language;
}

interface Values {
  name: string;
  email: string;
  phone: string;
  language: "en" | "es";
  packageId: string;
  custom: boolean;
  price: string;
  sessionCount: string;
  paidWith: DeskPayment;
  address: string;
  firstDate: string;
  firstTime: string;
}

const PAID_WITH: { value: DeskPayment; label: string }[] = [
  { value: "cash", label: "Cash" },
  { value: "bank", label: "Bank transfer" },
  { value: "link", label: "Payment link" },
];

const toInput = (values: Values, requestKey: string): DeskSaleInput => ({
  client: { name: values.name, email: values.email, phone: values.phone || null, language: values.language },
  packageId: Number(values.packageId),
  custom: values.custom ? { price: values.price, sessionCount: Number(values.sessionCount) } : null,
  paidWith: values.paidWith,
  address: values.address || null,
  firstSession:
    values.paidWith !== "link" && values.firstDate && values.firstTime
      ? { date: values.firstDate, time: values.firstTime }
      : null,
  requestKey,
});

/** Where the schema's rules land among the form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  "client.name": "name",
  "client.email": "email",
  "client.phone": "phone",
  "client.language": "language",
  "custom.price": "price",
  "custom.sessionCount": "sessionCount",
  "firstSession.date": "firstDate",
  "firstSession.time": "firstTime",
};
const onFields = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [FIELD_OF[path] ?? path, message]));

/** "New sale": the button, and the sale in a dialog. */
export function NewSaleButton({ client, label = "New sale" }: { client?: SaleClient; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="New sale" size="lg">
        {open && <SaleForm client={client} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/**
 * A pack sold at the desk in one step: who, what, and how she pays. Cash or a transfer is recorded paid at once
 * (her receipt goes by e-mail, her first session can be booked here); a payment link is e-mailed to her and shown
 * here to copy or scan.
 */
function SaleForm({ client, onDone }: { client?: SaleClient; onDone: () => void }) {
  const queryClient = useQueryClient();
  const packages = useQuery(trpc.admin.packages.list.queryOptions());
  // One attempt, one sale: a double tap or a retry after a lost answer sends the same key.
  const requestKey = useRef(newRequestKey());
  const checkInput = useRules(deskSaleInput);
  const form = useForm<Values>({
    initialValues: {
      name: client?.name ?? "",
      email: client?.email ?? "",
      phone: client?.phone ?? "",
      language: client?.language ?? "en",
      packageId: "",
      custom: false,
      price: "",
      sessionCount: "",
      paidWith: "cash",
      address: "",
      firstDate: "",
      firstTime: "",
    },
    validate: (values) => ({
      ...onFields(checkInput(toInput(values, requestKey.current))),
      ...(values.packageId ? {} : { packageId: "Choose the package she buys" }),
    }),
  });
  const [linkSale, setLinkSale] = useState<Sold | null>(null);
  const sell = useMutation(
    trpc.admin.sales.sell.mutationOptions({
      onSuccess: (sale) => {
        for (const queryKey of [
          trpc.admin.bookings.pathKey(),
          trpc.admin.clients.pathKey(),
          trpc.admin.audit.pathKey(),
        ])
          void queryClient.invalidateQueries({ queryKey });
        if (sale.payLink) {
          setLinkSale(sale);
          return;
        }
        const paid = `${sale.booking.clientName} paid ${formatMoney(sale.booking.amount, "en")}. Her receipt is on its way.`;
        const first =
          sale.firstSession && "when" in sale.firstSession ? ` First session: ${sale.firstSession.when}.` : "";
        toast("Sale recorded", paid + first, "success");
        // The sale stands; the hour she chose could not be had, and the session waits on the client's page.
        if (sale.firstSession && "refused" in sale.firstSession)
          toast("First session not booked", sale.firstSession.refused, "error");
        onDone();
      },
      onError: (error) => toast("Could not record the sale", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const active = (packages.data ?? []).filter((pkg) => pkg.active);
  const chosen = active.find((pkg) => String(pkg.id) === form.values.packageId);
  const category = chosen ? packageCategory(chosen.type) : null;
  const booksSessions = category === "gym" || category === "home";
  // A membership renews on the card she starts it with: only a link, at its monthly price.
  const monthly = chosen?.billing === "monthly";
  const { paidWith, custom } = form.values;
  useEffect(() => {
    if (monthly && (paidWith !== "link" || custom)) form.setValues({ paidWith: "link", custom: false });
  }, [monthly, paidWith, custom, form.setValues]);
  if (linkSale?.payLink) return <PaymentLink sale={linkSale} link={linkSale.payLink} onDone={onDone} />;

  const price = form.values.custom ? Number(form.values.price || 0).toFixed(2) : (chosen?.price ?? "0.00");
  return (
    <form
      aria-label="New sale"
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!sell.isPending) sell.mutate(toInput(values, requestKey.current));
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Client's name" withAsterisk autoComplete="off" {...form.getInputProps("name")} />
          <TextInput label="E-mail" type="email" withAsterisk autoComplete="off" {...form.getInputProps("email")} />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps("phone")} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="sale-language">
              Her e-mails in
            </Text>
            <SegmentedControl
              aria-labelledby="sale-language"
              data={[
                { value: "en", label: "English" },
                { value: "es", label: "Español" },
              ]}
              {...form.getInputProps("language")}
            />
          </Stack>
        </SimpleGrid>
        <NativeSelect
          label="Package"
          withAsterisk
          data={[
            { value: "", label: packages.isPending ? "Loading packages…" : "Choose a package" },
            ...active.map((pkg) => ({
              value: String(pkg.id),
              label: `${pkg.name} · ${formatMoney(pkg.price, "en")}${pkg.billing === "monthly" ? "/month" : ""} · ${sessionsLine(pkg)}`,
            })),
          ]}
          {...form.getInputProps("packageId")}
        />
        {!monthly && (
          <Checkbox
            label="Her own price and number of sessions"
            {...form.getInputProps("custom", { type: "checkbox" })}
          />
        )}
        {form.values.custom && !monthly && (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Price ($)" inputMode="decimal" withAsterisk {...form.getInputProps("price")} />
            <TextInput label="Sessions" inputMode="numeric" withAsterisk {...form.getInputProps("sessionCount")} />
          </SimpleGrid>
        )}
        {category === "home" && (
          <TextInput label="Address for her sessions" withAsterisk {...form.getInputProps("address")} />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sale-paid-with">
            She pays with
          </Text>
          <SegmentedControl
            aria-labelledby="sale-paid-with"
            data={monthly ? PAID_WITH.filter((option) => option.value === "link") : PAID_WITH}
            {...form.getInputProps("paidWith")}
          />
        </Stack>
        {booksSessions && form.values.paidWith !== "link" && chosen && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              First session (optional)
            </Text>
            <OpenTimeFields
              size="sm"
              sessionType={category}
              date={form.values.firstDate}
              time={form.values.firstTime}
              onDate={(date) => form.setValues({ firstDate: date, firstTime: "" })}
              onTime={(time) => form.setFieldValue("firstTime", time)}
            />
          </Stack>
        )}
        {form.values.paidWith === "link" && (
          <Text size="sm" c="dimmed">
            {monthly
              ? "A membership renews on her card: she starts it from the link, sent by e-mail and good for 7 days. You can also show it to her here."
              : "She gets the link by e-mail and can pay it by card for 7 days. You can also show it to her here."}
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={sell.isPending}>
            {form.values.paidWith === "link"
              ? `Create payment link · ${formatMoney(price, "en")}`
              : `Record ${form.values.paidWith === "cash" ? "cash" : "transfer"} · ${formatMoney(price, "en")}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The payment link of a sale just made: to copy into a message, or to scan with her phone at the desk. */
function PaymentLink({ sale, link, onDone }: { sale: Sold; link: string; onDone: () => void }) {
  return (
    <Stack gap="sm" align="stretch">
      <Alert color="green" title="Payment link ready">
        {sale.booking.clientName} has it by e-mail: {sale.booking.packageName}, {formatMoney(sale.booking.amount, "en")}
        , held for her for 7 days.
      </Alert>
      <Group justify="center">
        <QRCodeSVG value={link} size={196} marginSize={2} title="Scan to pay" />
      </Group>
      <TextInput label="Payment link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group justify="flex-end">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? "Copied" : "Copy link"}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
