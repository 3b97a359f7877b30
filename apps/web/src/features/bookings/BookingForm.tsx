import { Button, NativeSelect, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { MessageId } from "@studio/i18n";
import { formatMoney } from "@studio/i18n";
import type { BookingFormValues, DiscountResult, PackageOutput } from "@studio/validators";
import { packageCategory } from "@studio/validators/kinds";
import { useEffect, useState } from "react";
import { GrowingTextarea } from "../../components/GrowingTextarea";
import { useT } from "../../i18n/use-t";
import { readDraft, saveDraft } from "../../lib/booking-session";

import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { useOneAttempt } from "../../lib/use-one-attempt";
import { categories, orderPackages } from "../catalogue/catalog";
import { DiscountBox } from "../discounts/DiscountBox";
import { PackageNotes } from "./PackageNotes";
import { useSubmitBooking } from "./useSubmitBooking";

const locationLabels = {
  gym: "booking.form.location.gym",
  home: "booking.form.location.home",
  online: "booking.form.location.online",
} as const satisfies Record<string, MessageId>;

const kindOf = (pkg: PackageOutput | undefined) => (pkg ? packageCategory(pkg.type) : null);

function locationFor(pkg: PackageOutput | undefined) {
  if (!pkg) return "";
  const kind = kindOf(pkg);
  return kind === "gym" || kind === "home" ? kind : "online";
}

const NO_PACKAGES: PackageOutput[] = [];

export function BookingForm({
  packages = NO_PACKAGES,
  initialPackageId,
}: {
  /** The catalogue, or undefined while it loads. */
  packages?: PackageOutput[];
  initialPackageId?: number;
}) {
  const { t, i18n, language } = useT();
  const loading = packages === NO_PACKAGES;
  const byId = (id: string) => packages.find((pkg) => String(pkg.id) === id);
  const initial = packages.find((pkg) => pkg.id === initialPackageId);
  const [discount, setDiscount] = useState<DiscountResult | null>(null);
  const { submit, pending } = useSubmitBooking();

  const form = useForm<BookingFormValues>({
    mode: "controlled",
    initialValues: {
      packageId: initial ? String(initial.id) : "",
      clientName: "",
      clientEmail: "",
      phone: "",
      experience: "",
      location: locationFor(initial),
      address: "",
      notes: "",
    },
    // Checked against the shared schema when sent, whose rules depend on the package chosen; the schemas start
    // loading when the form is first focused.
    validate: lazyResolver(i18n, (schemas, values) => schemas.bookingFormSchema(kindOf(byId(values.packageId)))),
    onValuesChange: (values, previous) => {
      if (values.packageId === previous.packageId) return;
      form.setFieldValue("location", locationFor(byId(values.packageId)));
      setDiscount(null);
    },
  });

  // A package asked for in the link is chosen once the catalogue arrives, unless she has chosen one meanwhile.
  const chosen = form.values.packageId;
  useEffect(() => {
    if (!chosen && initialPackageId !== undefined && packages.some((pkg) => pkg.id === initialPackageId)) {
      form.setFieldValue("packageId", String(initialPackageId));
    }
  }, [packages, initialPackageId, chosen, form.setFieldValue]);

  const selected = byId(form.values.packageId);
  const kind = kindOf(selected);
  const monthly = selected?.billing === "monthly";
  const finalPrice = discount?.finalAmount ?? selected?.price ?? "0.00";
  const options = categories.flatMap((category) => {
    const items = orderPackages(packages.filter((pkg) => packageCategory(pkg.type) === category.key));
    return items.length
      ? [
          {
            group: t(category.title),
            items: items.map((pkg) => ({
              value: String(pkg.id),
              label: t(
                pkg.billing !== "monthly"
                  ? "booking.form.packageOption"
                  : pkg.unlimited
                    ? "booking.form.packageOptionUnlimited"
                    : "booking.form.packageOptionMonthly",
                { name: pkg.name, price: formatMoney(pkg.price, language) },
              ),
            })),
          },
        ]
      : [];
  });

  // Back from checkout (a payment that could not start), the form shows what she had typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once, when the form opens
  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    const { packageId, ...typed } = draft;
    form.setValues({ ...typed, ...(!chosen && packageId && byId(packageId) ? { packageId } : {}) });
  }, []);

  // One attempt, one booking, however often Book Session is tapped.
  const onSubmit = useOneAttempt(
    form,
    async (values, requestKey) => {
      const pkg = byId(values.packageId);
      if (!pkg) return false;
      saveDraft(values);
      return submit({ ...values, pkg, discountCode: discount?.code ?? null, requestKey });
    },
    (errors) => {
      if (errors.packageId) toast(t("booking.form.missingTitle"), t("booking.form.missingPackage"), "error");
    },
  );

  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      onFocus={loadFormSchemas}
      noValidate
      radius="lg"
      p={{ base: "lg", sm: 40 }}
      withBorder
      aria-label={t("booking.form.label")}
    >
      <Stack gap="lg">
        <NativeSelect
          label={t("booking.form.package")}
          // Her package's name written only in English, on a Spanish page.
          description={selected && selected.language !== language ? t("common.content.inEnglish") : undefined}
          withAsterisk
          data={[
            {
              value: "",
              label: t(loading ? "booking.form.loadingPackages" : "booking.form.selectPackage"),
              disabled: true,
            },
            ...options,
          ]}
          key={form.key("packageId")}
          {...form.getInputProps("packageId")}
        />
        {selected && kind && (
          <PackageNotes
            kind={kind}
            sessionCount={selected.sessionCount}
            validMonths={selected.validMonths}
            monthly={monthly}
            unlimited={selected.unlimited}
          />
        )}

        {/* A plain CSS grid: Mantine's SimpleGrid writes its breakpoints in script (1.2 KB on this page). */}
        <div className="form-pairs">
          <TextInput
            label={t("booking.form.fullName")}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("clientName")}
          />
          <TextInput
            label={t("booking.form.email")}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("clientEmail")}
          />
          {kind !== "workout_of_day" && (
            <>
              <TextInput
                label={t("booking.form.phone")}
                type="tel"
                autoComplete="tel"
                withAsterisk
                {...form.getInputProps("phone")}
              />
              <NativeSelect
                label={t("booking.form.experience")}
                data={[
                  { value: "", label: t("booking.form.selectLevel") },
                  { value: "beginner", label: t("booking.form.level.beginner") },
                  { value: "intermediate", label: t("booking.form.level.intermediate") },
                  { value: "advanced", label: t("booking.form.level.advanced") },
                ]}
                {...form.getInputProps("experience")}
              />
            </>
          )}
          <TextInput
            label={t("booking.form.location")}
            readOnly
            value={t(
              locationLabels[form.values.location as keyof typeof locationLabels] ?? "booking.form.location.unset",
            )}
            description={t("booking.form.locationHint")}
          />
        </div>

        {kind === "home" && (
          <TextInput
            label={t("booking.form.address")}
            autoComplete="street-address"
            withAsterisk
            {...form.getInputProps("address")}
          />
        )}
        <GrowingTextarea
          label={t("booking.form.notes")}
          description={t("booking.form.notesHint")}
          minRows={3}
          maxRows={12}
          {...form.getInputProps("notes")}
        />

        {/* Nothing to take off a free package (the consultation); a membership's price is every month's. */}
        {selected?.price !== "0.00" && !monthly && (
          <DiscountBox
            packageId={selected?.id ?? null}
            email={form.values.clientEmail}
            applied={discount}
            onChange={setDiscount}
          />
        )}

        <Button type="submit" size="lg" loading={pending}>
          {t(monthly ? "booking.form.submitMonthly" : "booking.form.submit", {
            price: formatMoney(finalPrice, language),
          })}
        </Button>
      </Stack>
    </Paper>
  );
}
