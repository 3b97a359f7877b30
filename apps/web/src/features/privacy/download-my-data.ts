// Her data arrives as a file: fetched first, so a refusal (too many downloads, a signed-out device) is told in a
// toast with the server's own words instead of a broken download.
import { type I18n, translate } from "@studio/i18n";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { toast } from "../../lib/toast";

export type MyDataFormat = "json" | "zip";

const fileNameOf = (answer: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(answer.headers.get("content-disposition") ?? "")?.[1] ?? fallback;

/** Downloads /api/portal/my-data.{json,zip}; resolves once the browser has the file, or the refusal is shown. */
export async function downloadMyData(i18n: I18n, format: MyDataFormat): Promise<void> {
  const t = (id: Parameters<typeof translate>[1]) => translate(i18n, id);
  let answer: Response;
  try {
    // The server's refusal comes in the page's language.
    const headers = { [SITE_LANGUAGE_HEADER]: i18n.locale };
    answer = await fetch(`/api/portal/my-data.${format}`, { credentials: "include", headers });
  } catch {
    toast(t("portal.data.failed"), t("portal.data.unreachable"), "error");
    return;
  }
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { error?: string } | null;
    toast(t("portal.data.failed"), body?.error ?? t("portal.data.refused"), "error");
    return;
  }
  const url = URL.createObjectURL(await answer.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(answer, `my-data.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  toast(t("portal.data.ready"), t(format === "json" ? "portal.data.readyJson" : "portal.data.readyZip"), "success");
}
