import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { DiscountResult } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
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
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const validate = useMutation(trpc.discounts.validate.mutationOptions());

  const apply = async () => {
    const { discountCode } = await loadFormSchemas();
    const parsed = discountCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a discount code");
      onChange(null);
      return;
    }
    setError(null);
    try {
      const result = await validate.mutateAsync({
        code: parsed.data,
        packageId: packageId ?? undefined,
        email: email.includes("@") ? email.trim() : undefined,
      });
      if (result.valid && result.discount) {
        onChange(result.discount);
        setCode(result.discount.code);
        toast("Discount Applied!", `You saved $${result.discount.discountAmount}`, "success");
      } else {
        onChange(null);
        setError(result.error ?? "Invalid discount code");
      }
    } catch {
      onChange(null);
      setError("Failed to validate discount code. Please try again.");
    }
  };

  if (applied) {
    return (
      <Alert color="green" title={`Code ${applied.code} applied`} data-testid="discount-applied">
        <Stack gap={6}>
          {applied.description && <Text size="sm">{applied.description}</Text>}
          <Text size="sm">
            You save <strong>${applied.discountAmount}</strong>. New total: <strong>${applied.finalAmount}</strong>
          </Text>
          <Button
            variant="white"
            color="green"
            size="xs"
            w="fit-content"
            onClick={() => {
              onChange(null);
              setCode("");
            }}
          >
            Remove Discount
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Discount code"
          placeholder="Enter code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          error={error}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button variant="outline" onClick={() => void apply()} disabled={validate.isPending} mb={error ? 22 : 0}>
          {validate.isPending ? "Checking..." : "Apply"}
        </Button>
      </Group>
    </div>
  );
}
