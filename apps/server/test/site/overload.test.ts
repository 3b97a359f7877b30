// When the event loop falls behind, the server sheds load at once with 503 + Retry-After instead of
// answering everyone late, and serves normally again once it has caught up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, startTestServer, type TestServer } from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ MAX_EVENT_LOOP_DELAY_MS: "200" });
});
afterAll(() => site.close());

const stall = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // a handler that hogs the event loop, as a runaway computation would
  }
};

/** The status of /api/packages once it answers 200, within ten seconds: the server has caught up. */
async function servesNormally() {
  let status = 0;
  for (let i = 0; i < 40 && status !== 200; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await site.client().get("/api/packages")).status;
  }
  return status;
}

describe("under pressure", () => {
  it("answers 503 with Retry-After while the event loop lags, then recovers", async () => {
    // A start-up on a busy machine can itself lag the loop: the test begins once the server serves normally.
    expect(await servesNormally()).toBe(200);
    // Sustained lag: every turn of the loop is held up 300 ms (the limit here is 200 ms).
    const lag = setInterval(() => stall(300), 1);
    let shed: Awaited<ReturnType<HttpClient["get"]>> | undefined;
    try {
      const deadline = Date.now() + 8000;
      while (!shed && Date.now() < deadline) {
        const answer = await site.client().get("/api/packages");
        if (answer.status === 503) shed = answer;
      }
    } finally {
      clearInterval(lag);
    }
    expect(shed?.headers.get("retry-after")).toBe("5");
    expect(shed?.json).toEqual({ error: "The site is very busy right now. Please try again in a few seconds." });
    expect(await servesNormally()).toBe(200);
  }, 30_000);
});
