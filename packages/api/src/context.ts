import type { Database } from "@studio/db";
import type { Mailer } from "@studio/email";
import type { PaymentGateway } from "./payments";

export interface CookieOptions {
  maxAge: number;
}

/** What the transport (Fastify) lends a request: its cookies and address. */
export interface RequestBridge {
  ip: string;
  getCookie(name: string): string | undefined;
  setCookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string): void;
  setHeader(name: string, value: string): void;
}

export interface AdminAuthConfig {
  username: string;
  /** argon2id hash of the admin password. */
  passwordHash: string;
}

/** Long-lived services, built once per server and shared by every request. */
export interface Services {
  db: Database;
  mailer: Mailer;
  payments: PaymentGateway;
  now: () => Date;
  admin: AdminAuthConfig;
  /** Key for HMACs of e-mail codes and other server-side secrets. */
  secret: string;
  production: boolean;
  /** The site's public address, for links in e-mails. */
  publicUrl: string;
  /** Where the trainer receives contact messages. */
  trainerEmail: string;
}

export interface Context extends Services {
  request: RequestBridge;
}
