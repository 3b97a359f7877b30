import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "@studio/i18n";
import type { DiscountResult } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Note } from "../../components/Note";
import { RichText, useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface Props {
  packageId: number | null;
  email: string;
  applied: DiscountResult | null;
  onChange: (discount: DiscountResult | null) => void;
}

/** SPEC section 4's discount box: empty, checking, applied (green, removable) or error. */
export function DiscountBox({ packageId, email, applied, onChange }: Props) {
  const { t, i18n, language } = useT();
  // Its own small form inside the booking form: checked with the shared schema when Apply is pressed.
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "" },
    validate: lazyResolver(i18n, (schemas) => schemas.applyDiscountInput),
    // As SPEC's box always has: a message stays under the field until the next try.
    clearInputErrorOnChange: false,
  });
  const validate = useMutation(trpc.discounts.validate.mutationOptions());
  const error = form.errors.code;

  // A code applied to one package is checked again for the next one she picks: it may save a different amount,
  // or nothing (a minimum spend), and she is told either way rather than losing it silently.
  const appliedCode = useRef<string | null>(null);
  if (applied) appliedCode.current = applied.code;
  const checkedFor = useRef(packageId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of package calls for a new check
  useEffect(() => {
    if (packageId === checkedFor.current) return;
    checkedFor.current = packageId;
    if (appliedCode.current && packageId !== null) void apply();
  }, [packageId]);

  const apply = async () => {
    const { hasErrors } = await form.validate();
    if (hasErrors) {
      onChange(null);
      return;
    }
    // The per-client limit can only be checked for an address the shared rule accepts; another is left out.
    const clientEmail = (await loadFormSchemas()).email.safeParse(email);
    try {
      const result = await validate.mutateAsync({
        code: form.getValues().code,
        packageId: packageId ?? undefined,
        email: clientEmail.success ? clientEmail.data : undefined,
      });
      if (result.valid && result.discount) {
        onChange(result.discount);
        form.setFieldValue("code", result.discount.code);
        toast(
          t("booking.discount.appliedToast"),
          t("booking.discount.saved", { amount: formatMoney(result.discount.discountAmount, language) }),
          "success",
        );
      } else {
        appliedCode.current = null;
        onChange(null);
        // The server's reason, said in the page's language.
        form.setFieldError("code", result.error ?? t("booking.discount.failed"));
      }
    } catch {
      onChange(null);
      form.setFieldError("code", t("booking.discount.failed"));
    }
  };

  if (applied) {
    return (
      <Note
        tone="green"
        role="status"
        title={t("booking.discount.appliedTitle", { code: applied.code })}
        testId="discount-applied"
      >
        <Stack gap={6}>
          {applied.description && <Text size="sm">{applied.description}</Text>}
          <Text size="sm">
            <RichText
              id="booking.discount.summary"
              values={{
                amount: formatMoney(applied.discountAmount, language),
                total: formatMoney(applied.finalAmount, language),
              }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          </Text>
          <Button
            variant="white"
            color="green"
            size="xs"
            w="fit-content"
            onClick={() => {
              appliedCode.current = null;
              onChange(null);
              form.setFieldValue("code", "");
            }}
          >
            {t("booking.discount.remove")}
          </Button>
        </Stack>
      </Note>
    );
  }

  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t("booking.discount.label")}
          placeholder={t("booking.discount.placeholder")}
          {...form.getInputProps("code")}
          onChange={(event) => form.setFieldValue("code", event.currentTarget.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button variant="outline" onClick={() => void apply()} disabled={validate.isPending} mb={error ? 22 : 0}>
          {t(validate.isPending ? "booking.discount.checking" : "booking.discount.apply")}
        </Button>
      </Group>
    </div>
  );
}
