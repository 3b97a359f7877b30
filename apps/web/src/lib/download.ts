/** Saves text as a file; the name keeps only safe characters. */
export function downloadFile(filename: string, text: string, type = "text/plain") {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves text as a file named after what it holds ("Beginner.txt"). */
export function downloadText(name: string, text: string) {
  const safe =
    name
      .replace(/[^\w\s&-]+/g, "")
      .trim()
      .replace(/\s+/g, " ") || "program";
  downloadFile(`${safe}.txt`, text);
}
