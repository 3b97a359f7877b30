import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Translate } from "@studio/i18n";
import {
  type AdminPackage,
  PACKAGE_LIMITS,
  type PackageBilling,
  type PackageType,
  packageCategory,
  packageInput,
  packageTypes,
  sessionCountFor,
} from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { PhotoUpload } from "../../../components/PhotoUpload";
import { useT } from "../../../i18n/use-t";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { onTheirBoxes } from "../../admin-shell/on-their-boxes";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { packageFeatures } from "../services";
import { packageTypeLabels } from "./package-types";

interface Values {
  name: string;
  description: string;
  type: PackageType;
  /** A pack paid once, or a membership charged every month. */
  billing: PackageBilling;
  price: string;
  durationMinutes: string;
  sessionCount: string;
  /** A membership of unlimited sessions within her hours: one a day, counted by the server. */
  unlimited: boolean;
  /** Months after payment its sessions lapse; empty: never. */
  validMonths: string;
  /** One feature per line. */
  features: string;
  imageUrl: string | null;
  active: boolean;
  /** Her Spanish version, each field optional: the Spanish site shows the English where one is empty. */
  es: { name: string; description: string; features: string };
}

const valuesOf = (t: Translate, pkg: AdminPackage | null): Values => ({
  name: pkg?.name ?? "",
  description: pkg?.description ?? "",
  type: pkg?.type ?? "monthly",
  billing: pkg?.billing ?? "once",
  price: pkg?.price ?? "",
  durationMinutes: String(pkg?.durationMinutes ?? 60),
  sessionCount: pkg && !pkg.unlimited ? String(pkg.sessionCount) : "",
  unlimited: pkg?.unlimited ?? false,
  validMonths: pkg?.validMonths ? String(pkg.validMonths) : "",
  // What the card shows today, hers to rewrite.
  features: pkg ? packageFeatures(t, pkg).join("\n") : "",
  imageUrl: pkg?.imageUrl ?? null,
  active: pkg?.active ?? true,
  es: {
    name: pkg?.translations.es?.name ?? "",
    description: pkg?.translations.es?.description ?? "",
    features: pkg?.translations.es?.features ?? "",
  },
});

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * The values as they are sent: numbers as numbers, an empty count as null (SPEC's count by name); unlimited only for
 * a membership, with no count (the server's).
 */
const toInput = (values: Values) => {
  const features = values.features
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const unlimited = values.billing === "monthly" && values.unlimited;
  return {
    ...values,
    unlimited,
    durationMinutes: numberOrNull(values.durationMinutes) ?? Number.NaN,
    sessionCount: unlimited ? null : numberOrNull(values.sessionCount),
    validMonths: unlimited ? 1 : numberOrNull(values.validMonths),
    features: features.length ? features : null,
    translations: { es: values.es },
  };
};

const billings: { value: PackageBilling; label: string }[] = [
  { value: "once", label: "A pack, paid once" },
  { value: "monthly", label: "A membership, paid monthly" },
];

/** A feature's error ("features.2") shows on the one box that holds them all. */
const featuresBox = (path: string) => (path.startsWith("features.") ? "features" : path);

/** Her package: a new one, or an edit of one she sells (or sold). */
export function PackageForm({ pkg, onDone }: { pkg: AdminPackage | null; onDone: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const checkInput = useRules(packageInput);
  const form = useForm<Values>({
    initialValues: valuesOf(t, pkg),
    validate: (values) => onTheirBoxes(checkInput(toInput(values)), featuresBox),
  });
  const saved = (done: AdminPackage) => {
    toast("Package saved", `${done.name} is saved${done.active ? " and on the site" : ""}.`, "success");
    void queryClient.invalidateQueries({ queryKey: trpc.admin.packages.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.packages.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() });
    onDone();
  };
  const failed = (error: unknown) => toast("Error", errorMessage(error, "Could not save the package"), "error");
  const create = useMutation(trpc.admin.packages.create.mutationOptions({ onSuccess: saved, onError: failed }));
  const update = useMutation(trpc.admin.packages.update.mutationOptions({ onSuccess: saved, onError: failed }));
  const submit = useOneAttempt(form, async (values, requestKey) => {
    const input = toInput(values);
    try {
      if (pkg) await update.mutateAsync({ ...input, id: pkg.id });
      else await create.mutateAsync({ ...input, requestKey });
      return true;
    } catch {
      return false;
    }
  });
  const countByName = sessionCountFor(form.values.name || "");
  const monthly = form.values.billing === "monthly";
  const unlimited = monthly && form.values.unlimited;
  // A booked package keeps its kind (the server holds to it): only the types of its own kind are offered.
  const types = packageTypes
    .filter((type) => !pkg?.bookingCount || packageCategory(type) === packageCategory(pkg.type))
    .map((value) => ({ value, label: packageTypeLabels[value] }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk maxLength={PACKAGE_LIMITS.name} {...form.getInputProps("name")} />
        <GrowingTextarea
          label="Description"
          minRows={2}
          maxRows={6}
          maxLength={PACKAGE_LIMITS.description}
          {...form.getInputProps("description")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect label="Type" data={types} {...form.getInputProps("type")} />
          <NativeSelect
            label="Sold as"
            data={billings}
            disabled={!!pkg?.bookingCount}
            description={pkg?.bookingCount ? "Kept: clients have bought it" : undefined}
            {...form.getInputProps("billing")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={monthly ? "Price a month" : "Price"}
            leftSection="$"
            inputMode="decimal"
            withAsterisk
            description={monthly ? "Charged every month until she cancels" : "0 makes it free"}
            {...form.getInputProps("price")}
          />
          <TextInput
            label="Duration (minutes)"
            inputMode="numeric"
            withAsterisk
            description={`${PACKAGE_LIMITS.minMinutes} to ${PACKAGE_LIMITS.maxMinutes}`}
            {...form.getInputProps("durationMinutes")}
          />
          <Stack gap={6}>
            <TextInput
              label={monthly ? "Sessions each month" : "Sessions"}
              inputMode="numeric"
              placeholder={unlimited ? "Unlimited" : String(countByName)}
              description={unlimited ? "One a day, any day you are open" : `Empty: ${countByName}, from the name`}
              disabled={unlimited}
              {...form.getInputProps("sessionCount")}
              value={unlimited ? "" : form.values.sessionCount}
            />
            {monthly && (
              <Checkbox
                label="Unlimited within your hours"
                disabled={!!pkg?.bookingCount}
                description={pkg?.bookingCount ? "Kept: clients have bought it" : undefined}
                {...form.getInputProps("unlimited", { type: "checkbox" })}
              />
            )}
          </Stack>
          <TextInput
            label={monthly ? "A month's sessions last (months)" : "Use within (months)"}
            inputMode="numeric"
            placeholder={unlimited ? "That month" : monthly ? "Roll over for good" : "Never expires"}
            description={
              unlimited
                ? "Unlimited: the days she did not book lapse with the month"
                : monthly
                  ? "1: unused sessions lapse when the month ends; 2: they roll over one month"
                  : `Empty: never; 1 to ${PACKAGE_LIMITS.maxValidMonths}`
            }
            disabled={unlimited}
            {...form.getInputProps("validMonths")}
            value={unlimited ? "" : form.values.validMonths}
          />
        </SimpleGrid>
        <GrowingTextarea
          label="What it includes"
          description={`One line each, up to ${PACKAGE_LIMITS.features}; shown on the package's card`}
          minRows={3}
          maxRows={10}
          {...form.getInputProps("features")}
        />
        <PhotoUpload
          label="Image"
          value={form.values.imageUrl}
          onChange={(url) => form.setFieldValue("imageUrl", url)}
        />
        <SpanishVersion version={form.values.es}>
          <TextInput label="Nombre" maxLength={PACKAGE_LIMITS.name} {...form.getInputProps("es.name")} />
          <GrowingTextarea
            label="Descripción"
            minRows={2}
            maxRows={6}
            maxLength={PACKAGE_LIMITS.description}
            {...form.getInputProps("es.description")}
          />
          <GrowingTextarea
            label="Qué incluye"
            description="One line each; empty shows the English lines"
            minRows={2}
            maxRows={10}
            {...form.getInputProps("es.features")}
          />
        </SpanishVersion>
        <Checkbox
          label="On sale (shown on the site and bookable)"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {pkg ? "Save Changes" : "Create Package"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
