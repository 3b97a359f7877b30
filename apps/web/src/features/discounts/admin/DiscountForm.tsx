import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { discountCreateInput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";

interface Values {
  code: string;
  description: string;
  type: "percentage" | "fixed";
  value: string;
  minAmount: string;
  maxDiscount: string;
  usageLimit: string;
  userLimit: string;
  validFrom: string;
  validUntil: string;
}

const toInput = (values: Values) => ({
  ...values,
  description: values.description || null,
  usageLimit: values.usageLimit ? Number(values.usageLimit) : null,
  userLimit: values.userLimit ? Number(values.userLimit) : 1,
  validFrom: values.validFrom || null,
  validUntil: values.validUntil || null,
});

export function DiscountForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  // The values are checked as they will be sent: blanks as nulls, numbers as numbers.
  const checkInput = useRules(discountCreateInput);
  const form = useForm<Values>({
    initialValues: {
      code: "",
      description: "",
      type: "percentage",
      value: "",
      minAmount: "",
      maxDiscount: "",
      usageLimit: "",
      userLimit: "1",
      validFrom: "",
      validUntil: "",
    },
    validate: (values) => checkInput(toInput(values)),
  });
  const create = useMutation(
    trpc.admin.discounts.create.mutationOptions({
      onSuccess: (code) => {
        toast("Code created", `${code.code} is ready to use.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.discounts.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() });
        onDone();
      },
      onError: (error) => toast("Error", errorMessage(error, "Failed to create the code"), "error"),
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(toInput(values)))} noValidate>
      <Stack gap="sm">
        <TextInput label="Code" withAsterisk {...form.getInputProps("code")} />
        <TextInput label="Description" {...form.getInputProps("description")} />
        <SimpleGrid cols={2}>
          <NativeSelect
            label="Type"
            data={[
              { value: "percentage", label: "Percentage" },
              { value: "fixed", label: "Fixed amount" },
            ]}
            {...form.getInputProps("type")}
          />
          <TextInput label="Value" inputMode="decimal" withAsterisk {...form.getInputProps("value")} />
          <TextInput label="Minimum order ($)" inputMode="decimal" {...form.getInputProps("minAmount")} />
          <TextInput label="Maximum discount ($)" inputMode="decimal" {...form.getInputProps("maxDiscount")} />
          <TextInput label="Usage limit" inputMode="numeric" {...form.getInputProps("usageLimit")} />
          <TextInput label="Per-client limit" inputMode="numeric" {...form.getInputProps("userLimit")} />
          <TextInput label="Valid from" type="date" {...form.getInputProps("validFrom")} />
          <TextInput label="Valid until" type="date" {...form.getInputProps("validUntil")} />
        </SimpleGrid>
        <Button type="submit" loading={create.isPending}>
          Create Code
        </Button>
      </Stack>
    </form>
  );
}
