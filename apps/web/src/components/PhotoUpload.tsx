import { Button, Group, Image, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { type KnownWords, knownText, serverMessage } from "../i18n/known";
import { loadMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { compressImage } from "../lib/compress-image";
import { toast } from "../lib/toast";

interface Props {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

async function upload(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", await compressImage(file));
  const response = await fetch("/api/upload", {
    method: "POST",
    body,
    credentials: "include",
    headers: { "x-requested-with": "fetch" },
  });
  const data = (await response.json().catch(() => ({}))) as { fileUrl?: string; error?: string };
  if (!response.ok || !data.fileUrl) throw new Error(data.error ?? `${response.status}: ${response.statusText}`);
  return data.fileUrl;
}

/**
 * SPEC's reusable photo control: Take Photo (camera), Gallery, and a preview. Its words are in the page's language
 * where the page loads the `controls` catalogue, in English otherwise (the back office).
 */
export function PhotoUpload({ label, value, onChange }: Props) {
  const { i18n } = useT();
  const say = (english: KnownWords<"controls">, values?: Record<string, string>) =>
    knownText(i18n, "controls", english, values);
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await upload(file));
      toast(say("Upload successful"), say("Your file has been uploaded."), "success");
    } catch (error) {
      // The server's reason in the page's language: its words load with the rules' messages, once, on a failure.
      await loadMessages(i18n, ["validation"]).catch(() => {});
      toast(
        say("Upload failed"),
        error instanceof Error ? serverMessage(i18n, error.message) : say("Unknown error"),
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  const input = (ref: typeof camera, capture: boolean, name: "{label}: camera" | "{label}: gallery") => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      hidden
      aria-label={say(name, { label })}
      {...(capture ? { capture: "environment" } : {})}
      onChange={(event) => {
        void chosen(event.currentTarget.files?.[0]);
        event.currentTarget.value = "";
      }}
    />
  );

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value && <Image src={value} alt={say("{label} preview", { label })} h={140} w={140} fit="cover" radius="md" />}
      <Group gap="xs">
        <Button size="xs" variant="light" loading={busy} onClick={() => camera.current?.click()}>
          {say("Take Photo")}
        </Button>
        <Button size="xs" variant="light" loading={busy} onClick={() => gallery.current?.click()}>
          {say("Gallery")}
        </Button>
        {value && (
          <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
            {say("Remove")}
          </Button>
        )}
      </Group>
      {input(camera, true, "{label}: camera")}
      {input(gallery, false, "{label}: gallery")}
    </Stack>
  );
}
