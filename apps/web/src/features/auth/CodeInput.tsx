import { TextInput } from "@mantine/core";
import { useT } from "../../i18n/use-t";

interface Props {
  value: string;
  onChange: (code: string) => void;
  /** Called when the sixth digit is typed. */
  onComplete?: (code: string) => void;
  label?: string;
}

/** SPEC section 5: keeps digits only, at most 6; a one-time-code field that phones fill from the e-mail. */
export function CodeInput({ value, onChange, onComplete, label }: Props) {
  const { t } = useT();
  return (
    <TextInput
      label={label ?? t("signin.code.label")}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="000000"
      maxLength={6}
      styles={{ input: { letterSpacing: "0.5em", fontSize: "1.3rem", fontFamily: "monospace" } }}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, "").slice(0, 6);
        onChange(digits);
        if (digits.length === 6 && value.length !== 6) onComplete?.(digits);
      }}
    />
  );
}
