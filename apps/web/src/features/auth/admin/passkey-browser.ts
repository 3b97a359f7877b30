// The browser's side of passkeys, loaded only when she uses one: @simplewebauthn/browser never reaches a visitor,
// and not even the sign-in's first step.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

export async function createPasskey(options: { challenge: string }) {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

export async function askPasskey(options: { challenge: string }) {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

export async function passkeysSupported() {
  const { browserSupportsWebAuthn } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthn();
}

/** A refusal or cancel of the browser's own dialog, in words, rather than a DOMException's. */
export function passkeyFailure(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey request was cancelled or timed out.";
  if (name === "InvalidStateError") return "This passkey is already added.";
  return fallback;
}
