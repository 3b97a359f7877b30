/** Saves text as a file named after what it holds ("Beginner.txt"). */
export function downloadText(name: string, text: string) {
  const safe =
    name
      .replace(/[^\w\s&-]+/g, "")
      .trim()
      .replace(/\s+/g, " ") || "program";
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${safe}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
