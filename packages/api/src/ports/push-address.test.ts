import { describe, expect, it } from "vitest";
import { isInternalHost, isPublicAddress } from "./push-address";

describe("isPublicAddress", () => {
  it("refuses the machine's own, private, link-local and reserved addresses, in both families", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:a00:1",
      "64:ff9b::a00:1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("takes public addresses, and nothing that is not an address", () => {
    for (const address of ["142.250.72.14", "172.32.0.1", "8.8.8.8", "2607:f8b0:4004:c07::5f"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress("fcm.googleapis.com")).toBe(false);
  });
});

describe("isInternalHost", () => {
  it("knows the names and literals that can only mean the site's own network", () => {
    for (const host of ["localhost", "api.localhost", "printer.local", "db.internal", "router", "127.0.0.1", "[::1]"]) {
      expect(isInternalHost(host), host).toBe(true);
    }
    for (const host of ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com", "8.8.8.8"]) {
      expect(isInternalHost(host), host).toBe(false);
    }
  });
});
