import { formatMoney } from "@studio/i18n";
import { mapSearchUrl } from "@studio/validators/studio";
import { escapeHtml, layout } from "../layout";

export interface NewBookingInput {
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  packageName: string;
  amount: string;
  /** How it was paid: "stripe", "free", … */
  paymentMethod: string | null;
  /** "gym", "home", "online" or "workout_of_day". */
  category: string;
  /** Where an in-home session takes place. */
  address: string | null;
  experience: string | null;
  notes: string | null;
  publicUrl: string;
}

/** Where the sessions take place, by the package's kind. */
const WHERE: Record<string, string> = {
  gym: "At the gym",
  home: "At her home",
  online: "Online (no sessions to schedule)",
  workout_of_day: "Workout of the Day (no sessions to schedule)",
};

/** One line of the booking: its label and value, the value a link when it has one (a map, a phone number). */
function row(label: string, value: string, href?: string) {
  const shown = escapeHtml(value).replace(/\n/g, "<br>");
  const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
  return {
    html: `<tr><td style="padding:4px 16px 4px 0;color:#5c4a52;vertical-align:top;white-space:nowrap">${label}</td><td style="padding:4px 0">${cell}</td></tr>`,
    text: `${label}: ${value}${href?.startsWith("https:") ? ` (${href})` : ""}`,
  };
}

/**
 * The trainer's notice of a booking just paid (or completed free): who, what, when and where, and what the client
 * wrote, so she walks into the first session prepared. In English, the back office's language.
 */
export function newBooking(input: NewBookingInput) {
  const clientPage = `${input.publicUrl}/admin/clients?email=${encodeURIComponent(input.clientEmail)}`;
  const paid = `${formatMoney(input.amount, "en")}${input.paymentMethod ? ` (${input.paymentMethod})` : ""}`;
  const phone = input.clientPhone;
  const address = input.address;
  const rows = [
    row("Client", input.clientName),
    row("E-mail", input.clientEmail, `mailto:${input.clientEmail}`),
    phone ? row("Phone", phone, `tel:${phone.replace(/[^\d+]/g, "")}`) : null,
    row("Package", input.packageName),
    row("Paid", paid),
    row("Where", WHERE[input.category] ?? input.category),
    address ? row("Address", address, mapSearchUrl(address)) : null,
    input.experience ? row("Experience", input.experience) : null,
    input.notes ? row("Her notes", input.notes) : null,
  ].filter((found) => found !== null);
  const table = rows.map((found) => found.html).join("");
  return layout({
    subject: `New booking: ${input.clientName} · ${input.packageName}`,
    preheader: `${input.clientName} booked ${input.packageName}.`,
    bodyHtml: `<p style="margin-top:0"><strong>${escapeHtml(input.clientName)}</strong> booked <strong>${escapeHtml(input.packageName)}</strong>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px">${table}</table>
<p><a href="${escapeHtml(clientPage)}" style="color:#6b2d5c">Open her page in the back office</a></p>`,
    bodyText: `${input.clientName} booked ${input.packageName}.\n\n${rows.map((found) => found.text).join("\n")}\n\nHer page in the back office: ${clientPage}`,
  });
}
