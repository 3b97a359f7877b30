import type { Database } from "@studio/db";
import type { Mailer } from "@studio/email";
import type { Language } from "@studio/validators/languages";
import type { CatalogCache } from "./catalogue/catalog-cache";
import type { RateLimitStore } from "./ports/limits";
import type { PaymentGateway } from "./ports/payments";
import type { PushSender } from "./ports/push";
import type { JobQueue } from "./ports/queue";
import type { SmsSender } from "./ports/sms";
import type { UploadedFiles } from "./ports/uploaded-files";

export interface CookieOptions {
  maxAge: number;
}

/** What the transport (Fastify) lends a request: its cookies and address. */
export interface RequestBridge {
  ip: string;
  /**
   * The language of the page she acted on (the site's pages say it with every call), or the one her browser prefers
   * for a call from elsewhere: what her e-mails about it are written in.
   */
  language: Language;
  /**
   * The language the server's words are said in: the page's, which the site's own calls say with each; English for
   * any other caller (the REST API's machines), whatever its browser prefers.
   */
  wordsIn: Language;
  /** The browser's User-Agent header (empty when it sent none): a device's name, never a decision. */
  userAgent: string;
  getCookie(name: string): string | undefined;
  setCookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string): void;
  setHeader(name: string, value: string): void;
}

export interface AdminAuthConfig {
  username: string;
  /** argon2id hash of the admin password. */
  passwordHash: Promise<string>;
}

/** Long-lived services, built once per server and shared by every request. */
export interface Services {
  db: Database;
  mailer: Mailer;
  payments: PaymentGateway;
  sms: SmsSender;
  /** Web Push to her devices (VAPID-signed, encrypted to each device's keys). */
  push: PushSender;
  /** Rate-limit counters, shared by every instance (the database, or Redis when configured). */
  limits: RateLimitStore;
  /** The package catalogue, cached per instance and cleared when the database announces a change. */
  catalog: CatalogCache;
  /** Background jobs (pg-boss on the server). */
  jobs: JobQueue;
  now: () => Date;
  admin: AdminAuthConfig;
  /** Key for HMACs of e-mail codes and other server-side secrets. */
  secret: string;
  production: boolean;
  /** The site's public address, for links in e-mails. */
  publicUrl: string;
  /** Where the trainer receives contact messages. */
  trainerEmail: string;
  /** The uploaded photos' files, for removing a client's own when she erases her data. */
  uploads: UploadedFiles;
}

export interface Context extends Services {
  request: RequestBridge;
}
