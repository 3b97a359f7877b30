import { Button, Group, Image, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
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

/** SPEC's reusable photo control: Take Photo (camera), Gallery, and a preview. */
export function PhotoUpload({ label, value, onChange }: Props) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await upload(file));
      toast("Upload successful", "Your file has been uploaded.", "success");
    } catch (error) {
      toast("Upload failed", error instanceof Error ? error.message : "Unknown error", "error");
    } finally {
      setBusy(false);
    }
  };
  const input = (ref: typeof camera, capture: boolean, name: string) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      hidden
      aria-label={`${label}: ${name}`}
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
      {value && <Image src={value} alt={`${label} preview`} h={140} w={140} fit="cover" radius="md" />}
      <Group gap="xs">
        <Button size="xs" variant="light" loading={busy} onClick={() => camera.current?.click()}>
          Take Photo
        </Button>
        <Button size="xs" variant="light" loading={busy} onClick={() => gallery.current?.click()}>
          Gallery
        </Button>
        {value && (
          <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Group>
      {input(camera, true, "camera")}
      {input(gallery, false, "gallery")}
    </Stack>
  );
}
