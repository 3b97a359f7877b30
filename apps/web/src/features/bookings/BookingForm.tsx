import { Button, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type BookingFormValues, type DiscountResult, type PackageOutput, packageCategory } from "@studio/validators";
import { type FormEvent, useEffect, useState } from "react";
import { formatMoney } from "../../lib/format";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { categories, orderPackages } from "../catalogue/catalog";
import { DiscountBox } from "../discounts/DiscountBox";
import { PackageNotes } from "./PackageNotes";
import { useSubmitBooking } from "./useSubmitBooking";

const locationLabels = { gym: "Gym (Brickell, Miami)", home: "Your home", online: "Online" } as const;

function locationFor(pkg: PackageOutput | undefined) {
  if (!pkg) return "";
  const kind = packageCategory(pkg.type);
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
  const kind = selected ? packageCategory(selected.type) : null;
  const finalPrice = discount?.finalAmount ?? selected?.price ?? "0.00";
  const options = categories.flatMap((category) => {
    const items = orderPackages(packages.filter((pkg) => packageCategory(pkg.type) === category.key));
    return items.length
      ? [
          {
            group: category.title,
            items: items.map((pkg) => ({ value: String(pkg.id), label: `${pkg.name} - ${formatMoney(pkg.price)}` })),
          },
        ]
      : [];
  });

  // Checked against the shared schema when sent; the schemas start loading when the form is first focused.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { bookingFormSchema } = await loadFormSchemas();
    const values = form.getValues();
    const pkg = byId(values.packageId);
    const errors = schemaResolver(bookingFormSchema(pkg ? packageCategory(pkg.type) : null), { sync: true })(values);
    form.setErrors(errors);
    if (errors.packageId) toast("Missing information", "Please select a training package.", "error");
    if (!pkg || Object.keys(errors).length) return;
    void submit({ ...values, pkg, discountCode: discount?.code ?? null });
  };

  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      onFocus={loadFormSchemas}
      noValidate
      radius="lg"
      p={{ base: "lg", sm: 40 }}
      withBorder
      aria-label="Booking form"
    >
      <Stack gap="lg">
        <NativeSelect
          label="Training package"
          withAsterisk
          data={[{ value: "", label: loading ? "Loading packages…" : "Select a package", disabled: true }, ...options]}
          key={form.key("packageId")}
          {...form.getInputProps("packageId")}
        />
        {selected && kind && <PackageNotes kind={kind} sessionCount={selected.sessionCount} />}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps("clientName")} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("clientEmail")}
          />
          {kind !== "workout_of_day" && (
            <>
              <TextInput label="Phone" type="tel" autoComplete="tel" withAsterisk {...form.getInputProps("phone")} />
              <NativeSelect
                label="Experience"
                data={[
                  { value: "", label: "Select your level" },
                  { value: "beginner", label: "Beginner" },
                  { value: "intermediate", label: "Intermediate" },
                  { value: "advanced", label: "Advanced" },
                ]}
                {...form.getInputProps("experience")}
              />
            </>
          )}
          <TextInput
            label="Location"
            readOnly
            value={locationLabels[form.values.location as keyof typeof locationLabels] ?? "Set by the package"}
            description="Set by the package you choose"
          />
        </SimpleGrid>

        {kind === "home" && (
          <TextInput
            label="Address for in-home training"
            autoComplete="street-address"
            withAsterisk
            {...form.getInputProps("address")}
          />
        )}
        {/* Fixed rows, resizable by hand: measuring an autosize field on mount was a long task on a phone. */}
        <Textarea
          label="Notes"
          description="Goals, injuries or anything I should know"
          rows={3}
          resize="vertical"
          {...form.getInputProps("notes")}
        />

        <DiscountBox
          packageId={selected?.id ?? null}
          email={form.values.clientEmail}
          applied={discount}
          onChange={setDiscount}
        />

        <Button type="submit" size="lg" loading={pending}>
          Book Session - ${finalPrice}
        </Button>
      </Stack>
    </Paper>
  );
}
