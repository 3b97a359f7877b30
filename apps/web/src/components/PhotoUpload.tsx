import { Button, Group, Image, Stack, Text } from "@mantine/core";
import type { Language } from "@studio/i18n";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { useRef, useState } from "react";
import { useT } from "../i18n/use-t";
import { compressImage } from "../lib/compress-image";
import { toast } from "../lib/toast";

interface Props {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

async function upload(file: File, language: Language): Promise<string> {
  const body = new FormData();
  body.append("file", await compressImage(file));
  const response = await fetch("/api/upload", {
    method: "POST",
    body,
    credentials: "include",
    // The server's refusal comes in the page's language.
    headers: { "x-requested-with": "fetch", [SITE_LANGUAGE_HEADER]: language },
  });
  const data = (await response.json().catch(() => ({}))) as { fileUrl?: string; error?: string };
  if (!response.ok || !data.fileUrl) throw new Error(data.error ?? `${response.status}: ${response.statusText}`);
  return data.fileUrl;
}

/**
 * SPEC's reusable photo control: Take Photo (camera), Gallery, and a preview. Its words are the `controls`
 * catalogue's, which its pages load (the back office's in English).
 */
export function PhotoUpload({ label, value, onChange }: Props) {
  const { t, language } = useT();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await upload(file, language));
      toast(t("controls.photo.uploaded"), t("controls.photo.uploadedBody"), "success");
    } catch (error) {
      toast(
        t("controls.photo.failed"),
        error instanceof Error ? error.message : t("controls.photo.failedUnknown"),
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  const input = (
    ref: typeof camera,
    capture: boolean,
    name: "controls.photo.cameraLabel" | "controls.photo.galleryLabel",
  ) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      hidden
      aria-label={t(name, { label })}
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
      {value && (
        <Image src={value} alt={t("controls.photo.preview", { label })} h={140} w={140} fit="cover" radius="md" />
      )}
      <Group gap="xs">
        <Button size="xs" variant="light" loading={busy} onClick={() => camera.current?.click()}>
          {t("controls.photo.takePhoto")}
        </Button>
        <Button size="xs" variant="light" loading={busy} onClick={() => gallery.current?.click()}>
          {t("controls.photo.gallery")}
        </Button>
        {value && (
          <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
            {t("controls.photo.remove")}
          </Button>
        )}
      </Group>
      {input(camera, true, "controls.photo.cameraLabel")}
      {input(gallery, false, "controls.photo.galleryLabel")}
    </Stack>
  );
}
