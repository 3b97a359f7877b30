// Her data arrives as a file: fetched first, so a refusal (too many downloads, a signed-out device) is told in a
// toast with the server's own words instead of a broken download.
import { toast } from "../../lib/toast";

export type MyDataFormat = "json" | "zip";

const fileNameOf = (answer: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(answer.headers.get("content-disposition") ?? "")?.[1] ?? fallback;

/** Downloads /api/portal/my-data.{json,zip}; resolves once the browser has the file, or the refusal is shown. */
export async function downloadMyData(format: MyDataFormat): Promise<void> {
  let answer: Response;
  try {
    answer = await fetch(`/api/portal/my-data.${format}`, { credentials: "include" });
  } catch {
    toast("Download failed", "We could not reach the server. Please try again.", "error");
    return;
  }
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { error?: string } | null;
    toast("Download failed", body?.error ?? "Your data could not be downloaded. Please try again.", "error");
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
  toast(
    "Download ready",
    format === "json" ? "Your data is saved as one JSON file." : "Your data is saved as a .zip of spreadsheets (CSV).",
    "success",
  );
}
