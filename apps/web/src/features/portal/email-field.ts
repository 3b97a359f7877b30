import type { TextInputProps } from "@mantine/core";

/** The e-mail a client bought or booked with, as every page that sends her a code asks for it. */
export const EMAIL_FIELD = { label: "Email address", type: "email", autoComplete: "email" } satisfies TextInputProps;
