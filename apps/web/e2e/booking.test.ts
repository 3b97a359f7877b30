import { bookings, discountCodes } from "@studio/db";
import { startSmtpServer } from "@studio/server/smtp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Page, type Site, startSite } from "./harness";

describe.skipIf(!hasChromium)("booking", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let site: Site;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ SMTP_URL: smtp.url });
    await site.db
      .insert(discountCodes)
      .values({ code: "GIFT100", type: "percentage", value: "100.00", description: "A full gift" });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  const toast = (page: Page, title: string) => page.locator(".mantine-Notification-root").filter({ hasText: title });
  const fill = async (page: Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  };

  it("shows every validation message of SPEC section 5", async () => {
    const page = await site.page("phone");
    await page.goto("/booking");
    await page.getByRole("heading", { name: "Book Your Training Session" }).waitFor();
    await page.getByRole("button", { name: /^Book Session - \$/ }).click();
    await page.getByText("Please select a training type").waitFor();
    await toast(page, "Please select a training package.").waitFor();

    await page.getByLabel("Training package").selectOption({ label: "Gym Session - $80" });
    await page.getByRole("button", { name: "Book Session - $80" }).click();
    for (const message of [
      "Please enter your full name",
      "Please enter a valid email address",
      "Please enter a valid phone number",
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel("Training package").selectOption({ label: "12 Home Sessions - $1,800" });
    await page.getByRole("button", { name: "Book Session - $1,800" }).click();
    await page.getByText("Please enter your address for in-home training").waitFor();
    await page.context().close();
  });

  it("runs the discount box through its states", async () => {
    const page = await site.page();
    await page.goto("/booking/6");
    await page.getByRole("button", { name: "Book Session - $960" }).waitFor();
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Please enter a discount code").waitFor();

    await page.getByLabel("Discount code").fill("nope");
    await expect(page.getByLabel("Discount code").inputValue()).resolves.toBe("NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Invalid discount code").waitFor();

    await page.getByLabel("Discount code").fill(" welcome10 ");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("discount-applied").waitFor();
    await expect(page.getByTestId("discount-applied").textContent()).resolves.toContain("You save $96");
    await toast(page, "Discount Applied!").waitFor();
    await expect(toast(page, "Discount Applied!").textContent()).resolves.toContain("You saved $96");
    await page.getByRole("button", { name: "Book Session - $864" }).waitFor();

    await page.getByRole("button", { name: "Remove Discount" }).click();
    await page.getByRole("button", { name: "Book Session - $960" }).waitFor();

    await page.route(/discounts\.validate/, (route) => route.abort());
    await page.getByLabel("Discount code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Failed to validate discount code. Please try again.").waitFor();
    await page.getByRole("button", { name: "Book Session - $960" }).waitFor();
    await page.context().close();
  });

  it("takes the free path with a 100% code and e-mails the confirmation", async () => {
    const page = await site.page("phone");
    await page.goto("/booking/6");
    await fill(page, { "Full name": "Gloria Free", Email: "gloria@example.com", Phone: "305 555 0123" });
    await page.getByLabel("Discount code").fill("GIFT100");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("button", { name: "Book Session - $0" }).click();
    await toast(page, "Booking Confirmed!").waitFor();
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByRole("heading", { name: "Booking Confirmed" }).waitFor();
    await page.getByText("Confirmed & Paid").waitFor();
    await page.getByText("12 Gym Sessions", { exact: true }).waitFor();
    await page
      .getByText(/scheduled individually, each 1-2 weeks in advance, with reminder e-mails 24 hours before/)
      .waitFor();
    await page.getByText(/within 10 minutes/).waitFor();
    await expect(page.getByRole("link", { name: "Access Workout Portal" }).getAttribute("href")).resolves.toBe(
      "/workout-access",
    );

    const [row] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, "gloria@example.com"));
    expect(row).toMatchObject({ amount: "0.00", paymentStatus: "paid", status: "completed", paymentMethod: "free" });
    const mails = await smtp.waitFor(1);
    const mail = mails.find((m) => m.subject === "Booking confirmed: 12 Gym Sessions");
    expect(mail?.text).toContain(`Booking: #${row?.id}`);
    await page.context().close();
  });

  it("books the free consultation the blog invites her to, and offers to schedule it", async () => {
    const page = await site.page("phone");
    await page.goto("/blog");
    await page.getByRole("link", { name: "Book Free Consultation" }).click();
    await page.waitForURL(/\/booking\/15$/);
    await expect.poll(() => page.getByLabel("Training package").inputValue()).toBe("15");
    await expect(page.getByLabel("Discount code").count()).resolves.toBe(0);
    await fill(page, { "Full name": "Connie Curious", Email: "connie@example.com", Phone: "305 555 0199" });
    await page.getByRole("button", { name: "Book Session - $0" }).click();
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByText("Confirmed & Paid").waitFor();
    await page.getByText("Free Consultation", { exact: true }).waitFor();
    await expect(page.getByRole("link", { name: "Schedule your session" }).getAttribute("href")).resolves.toBe(
      "/my-bookings",
    );
    const [row] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, "connie@example.com"));
    expect(row).toMatchObject({ amount: "0.00", paymentStatus: "paid", paymentMethod: "free" });
    await page.context().close();
  });

  it("takes the paid path through checkout in mock mode", async () => {
    const page = await site.page();
    const stripeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("stripe.com")) stripeRequests.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("article", { name: "Gym Training" }).getByRole("link", { name: "Book Now" }).click();
    await page.waitForURL(/\/booking\/1$/);
    // Tapped before the home page's sections were taken over, the link loads the booking page afresh: she types
    // once it is hers.
    await page.waitForSelector("html[data-app-ready]", { state: "attached" });
    await fill(page, { "Full name": "Paula Paid", Email: "paula@example.com", Phone: "3055550177" });
    await page.getByLabel("Experience").selectOption("intermediate");
    await page.getByRole("button", { name: "Book Session - $80" }).click();
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByText("Confirmed & Paid").waitFor();
    await page.getByText(/Carmen Reyes will contact you within 24 hours/).waitFor();
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored).toMatchObject({ clientName: "Paula Paid", finalAmount: "80.00", packageId: "1" });
    const [row] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, "paula@example.com"));
    expect(row).toMatchObject({
      amount: "80.00",
      paymentStatus: "paid",
      paymentMethod: "mock",
      experience: "intermediate",
    });
    // Mock mode takes no card: Stripe.js was never fetched, on the form or at checkout.
    expect(stripeRequests).toEqual([]);
    await page.context().close();
  });

  it("books once for a double tap, and offers the pack's scheduling on the confirmation", async () => {
    const page = await site.page("phone");
    await page.goto("/booking/6");
    await fill(page, { "Full name": "Dora Double", Email: "dora@example.com", Phone: "3055550111" });
    const creates: string[] = [];
    // The booking takes a moment to come back, as on a phone network: the second tap lands while it is on its way.
    await page.route(/\/trpc\/bookings\.create\?/, async (route) => {
      creates.push(route.request().postData() ?? "");
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const submit = page.getByRole("button", { name: "Book Session - $960" });
    await submit.click();
    await page.waitForTimeout(60);
    await submit.dispatchEvent("click");
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByText("Confirmed & Paid").waitFor();
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatch(/"requestKey":"[0-9a-f-]{36}"/);
    await expect(site.db.$count(bookings, eq(bookings.clientEmail, "dora@example.com"))).resolves.toBe(1);
    // A 12-session pack is scheduled in My Sessions: one tap away.
    await expect(page.getByRole("link", { name: "Schedule your sessions" }).getAttribute("href")).resolves.toBe(
      "/my-bookings",
    );
    await page.context().close();
  });

  it("keeps what she typed when the payment cannot start, and checks her code again for a new package", async () => {
    const page = await site.page();
    await page.goto("/booking/6");
    await fill(page, { "Full name": "Rita Return", Email: "rita@example.com", Phone: "3055550122" });
    await page.getByLabel("Experience").selectOption("advanced");
    await page.route(/bookings\.createPaymentIntent/, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("button", { name: "Book Session - $960" }).click();
    await page.getByText("Payment Setup Error").waitFor();
    await page.getByText("Failed to create payment intent").waitFor();
    await page.getByRole("link", { name: "Return to Booking" }).click();
    await page.waitForURL(/\/booking\/6$/);
    await expect.poll(() => page.getByLabel(/^Full name/).inputValue()).toBe("Rita Return");
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe("rita@example.com");
    await expect(page.getByLabel("Experience").inputValue()).resolves.toBe("advanced");

    // STRONG50 takes $50 off packages of $500 or more: fine for 12 sessions, not for a single one.
    await page.getByLabel("Discount code").fill("STRONG50");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("button", { name: "Book Session - $910" }).waitFor();
    await page.getByLabel("Training package").selectOption({ label: "Gym Session - $80" });
    await page.getByRole("button", { name: "Book Session - $80" }).waitFor();
    await expect(page.getByTestId("discount-applied").count()).resolves.toBe(0);
    await page
      .getByText(/minimum|at least|\$500/i)
      .first()
      .waitFor();
    await page.context().close();
  });

  it("books a Workout of the Day without phone or experience", async () => {
    const page = await site.page("phone");
    await page.goto("/booking/13");
    await page.getByText("Instant access").waitFor();
    await expect(page.getByLabel(/^Phone/).count()).resolves.toBe(0);
    await expect(page.getByLabel("Experience").count()).resolves.toBe(0);
    await fill(page, { "Full name": "Wendy Wod", Email: "wendy@example.com" });
    await page.getByRole("button", { name: "Book Session - $25" }).click();
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByText("Workout of the Day", { exact: true }).waitFor();
    await page.getByText(/Your program is ready/).waitFor();
    await page.context().close();
  });

  it("shows checkout and confirmation without a booking in the tab where to start one", async () => {
    const page = await site.page();
    for (const path of ["/checkout", "/booking-confirmation"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "No booking found" }).waitFor();
    }
    await page.getByRole("main").getByRole("link", { name: "Book a Session" }).click();
    await page.waitForURL(/\/booking$/);
    await page.context().close();
  });

  it("paints the right first state of a tab's booking before any of the app's code runs", async () => {
    // The app's code never arrives: what shows is the server's page and the head script's choice.
    const context = await site.newContext();
    await context.route("**/assets/*.js", (route) => route.abort());
    const page = await context.newPage();
    const shows = async (path: string) => {
      await page.goto(path);
      return {
        loading: await page.getByLabel(/Loading your booking|Setting up payment/).isVisible(),
        noBooking: await page.getByRole("heading", { name: "No booking found" }).isVisible(),
      };
    };
    expect(await shows("/booking-confirmation")).toEqual({ loading: false, noBooking: true });
    await page.evaluate(() => {
      sessionStorage.setItem("bookingId", "1");
      sessionStorage.setItem("bookingToken", "tab-token");
    });
    expect(await shows("/booking-confirmation")).toEqual({ loading: true, noBooking: false });
    expect(await shows("/checkout")).toEqual({ loading: true, noBooking: false });
    await context.close();
  });

  it("creates a test booking from the test scheduling page", async () => {
    const page = await site.page();
    await page.goto("/test-scheduling");
    await page.getByRole("button", { name: "View Confirmation" }).click();
    await toast(page, "Error").filter({ hasText: "You need to create a test booking first." }).waitFor();
    await page.getByRole("button", { name: "Create Test Booking" }).click();
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByText("12 Gym Sessions", { exact: true }).waitFor();
    await page.getByText("Confirmed & Paid").waitFor();
    await page.context().close();
  });
});
