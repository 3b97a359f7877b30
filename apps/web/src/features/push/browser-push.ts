// This browser's side of push notifications: whether it can show them, and turning them on and off through the
// service worker (src/service-worker/, at /sw.js, which every page registers) and the server. Permission is asked
// only from `turnOn`, which a tap calls.
import type { Language } from "@studio/validators/languages";
import { trpcClient } from "../../lib/trpc";

export type PhoneState = "on" | "off" | "blocked" | "unsupported";

const WORKER = "/sw.js";

/**
 * Whether this browser can receive them at all: an iPhone's Safari has no PushManager until the site is added to
 * the Home Screen and opened from there.
 */
export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window &&
  window.isSecureContext;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the control shows, read without asking her anything. */
export async function phoneState(): Promise<PhoneState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return (await currentSubscription()) && Notification.permission === "granted" ? "on" : "off";
}

/** The server's key in the form PushManager takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** Tells the server where to send (again, harmlessly, when it has it): the page's language goes with it. */
async function register(subscription: PushSubscription, language: Language) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("The browser gave no keys");
  await trpcClient.push.subscribe.mutate({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, language });
}

/** Asks her browser's permission, subscribes this browser and tells the server. */
export async function turnOn(language: Language): Promise<PhoneState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  await navigator.serviceWorker.register(WORKER, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await trpcClient.push.publicKey.query();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  try {
    await register(subscription, language);
  } catch (error) {
    // The server refused it (too many devices): this browser is not left subscribed for nothing.
    await subscription.unsubscribe();
    throw error;
  }
  return "on";
}

export async function turnOff(): Promise<PhoneState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await trpcClient.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return pushSupported() ? "off" : "unsupported";
}

/**
 * On opening the page with notifications on: the server is told again, so a device it forgot (its push service
 * said gone, then the browser made a new one) and the page's language stay current.
 */
export async function refresh(language: Language): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription && Notification.permission === "granted") await register(subscription, language);
}
