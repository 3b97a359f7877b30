import { Button, Group, Input, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { Language } from "@studio/i18n";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { PROGRESS_PHOTOS_PATH, progressPhotoPath } from "@studio/validators/kinds";
import { studioDate } from "@studio/validators/studio-time";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { compressImage } from "../../lib/compress-image";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";

type Photo = RouterOutputs["progress"]["photos"]["photos"][number];

/** Sends the photo to the private store; the server's refusal comes back in the page's language. */
async function addPhoto(file: File, day: string, language: Language) {
  const body = new FormData();
  body.append("day", day);
  body.append("file", await compressImage(file));
  const response = await fetch(PROGRESS_PHOTOS_PATH, {
    method: "POST",
    body,
    credentials: "include",
    headers: { "x-requested-with": "fetch", [SITE_LANGUAGE_HEADER]: language },
  });
  const data = (await response.json().catch(() => ({}))) as { id?: number; error?: string };
  if (!response.ok || !data.id) throw new Error(data.error ?? `${response.status}: ${response.statusText}`);
}

/** The photo's day as its select option says it: the date, numbered when she has more than one that day. */
function dayLabels(photos: Photo[], language: Language) {
  const seen = new Map<string, number>();
  const labels = new Map<number, string>();
  for (const photo of [...photos].reverse()) {
    const n = (seen.get(photo.day) ?? 0) + 1;
    seen.set(photo.day, n);
    labels.set(photo.id, n > 1 ? `${formatDate(photo.day, language)} (${n})` : formatDate(photo.day, language));
  }
  return labels;
}

/** Her progress photos, below her measurements: add one, compare two dates side by side, see and remove them. */
export function ProgressPhotos() {
  const { t } = useT();
  const photos = useQuery(trpc.progress.photos.queryOptions(undefined, { staleTime: 0 }));
  return (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder component="section" aria-labelledby="photos-title">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg" id="photos-title">
            {t("tracker.photos.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("tracker.photos.private")}
          </Text>
        </div>
        <AddPhoto />
        <QueryState query={photos} loader={<Text c="dimmed">{t("tracker.photos.loading")}</Text>}>
          {({ photos: list }) =>
            list.length ? (
              <>
                {list.length > 1 ? (
                  <Compare photos={list} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t("tracker.photos.compareHint")}
                  </Text>
                )}
                <PhotoGrid photos={list} />
              </>
            ) : (
              <Text c="dimmed">{t("tracker.photos.none")}</Text>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function AddPhoto() {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const today = studioDate(new Date());
  const [day, setDay] = useState(today);
  const [missing, setMissing] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const add = useMutation({
    mutationFn: ({ file, day }: { file: File; day: string }) => addPhoto(file, day, language),
    onSuccess: () => {
      toast(t("tracker.photos.added"), "", "success");
      if (fileInput.current) fileInput.current.value = "";
      setChosen(null);
      void queryClient.invalidateQueries({ queryKey: trpc.progress.photos.queryKey() });
    },
    onError: (error) => toast(t("tracker.photos.addFailed"), error.message, "error"),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setMissing(!file);
    if (file) add.mutate({ file, day });
  };
  return (
    <form noValidate aria-labelledby="add-photo-title" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={3} fz="md" id="add-photo-title">
          {t("tracker.photos.addTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t("tracker.photos.day")}
            max={today}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
          />
          <Input.Wrapper id={fileId} label={t("tracker.photos.file")} error={missing && t("tracker.photos.choose")}>
            {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
            <Group gap="sm" wrap="nowrap">
              <Button
                variant="light"
                style={{ flexShrink: 0 }}
                aria-describedby={`${fileId}-chosen`}
                onClick={() => fileInput.current?.click()}
              >
                {t("tracker.photos.pick")}
              </Button>
              <Text id={`${fileId}-chosen`} size="sm" c="dimmed" truncate>
                {chosen ?? t("tracker.photos.noFile")}
              </Text>
            </Group>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${fileId}-error` : undefined}
              onChange={(event) => {
                setMissing(false);
                setChosen(event.currentTarget.files?.[0]?.name ?? null);
              }}
            />
          </Input.Wrapper>
        </SimpleGrid>
        <Button type="submit" loading={add.isPending} w={{ base: "100%", xs: "fit-content" }}>
          {t("tracker.photos.add")}
        </Button>
      </Stack>
    </form>
  );
}

/** Two of her photos side by side: the first and the latest to begin with, any two she picks. */
function Compare({ photos }: { photos: Photo[] }) {
  const { t, language } = useT();
  const labels = dayLabels(photos, language);
  const oldest = photos.at(-1) as Photo;
  const newest = photos[0] as Photo;
  const [picked, setPicked] = useState<{ before: number; after: number }>({ before: oldest.id, after: newest.id });
  // A removed photo falls back to the first or the latest.
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const before = byId.get(picked.before) ?? oldest;
  const after = byId.get(picked.after) ?? newest;
  const options = [...photos]
    .reverse()
    .map((photo) => ({ value: String(photo.id), label: labels.get(photo.id) ?? "" }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="compare-title" maw={560}>
      <Title order={3} fz="md" id="compare-title">
        {t("tracker.photos.compare")}
      </Title>
      <SimpleGrid cols={2} spacing="xs">
        <NativeSelect
          label={t("tracker.photos.before")}
          data={options}
          value={String(before.id)}
          onChange={(event) => setPicked({ ...picked, before: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={t("tracker.photos.after")}
          data={options}
          value={String(after.id)}
          onChange={(event) => setPicked({ ...picked, after: Number(event.currentTarget.value) })}
        />
        {(
          [
            ["before", before],
            ["after", after],
          ] as const
        ).map(([side, photo]) => (
          <figure key={side} style={{ margin: 0, minWidth: 0 }}>
            <img
              src={progressPhotoPath(photo.id)}
              alt={t("tracker.photos.alt", { day: formatDate(photo.day, language) })}
              width={photo.width}
              height={photo.height}
              style={{
                display: "block",
                width: "100%",
                height: "auto",
                aspectRatio: "3 / 4",
                objectFit: "contain",
                background: "var(--mantine-color-gray-1)",
                borderRadius: "var(--mantine-radius-md)",
              }}
            />
            <Text component="figcaption" size="sm" fw={600} ta="center" mt={4}>
              {labels.get(photo.id)}
            </Text>
          </figure>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PhotoGrid({ photos }: { photos: Photo[] }) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation(
    trpc.progress.removePhoto.mutationOptions({
      onSuccess: (left) => {
        queryClient.setQueryData(trpc.progress.photos.queryKey(), left);
        setConfirming(null);
        toast(t("tracker.photos.removed"), "", "success");
      },
    }),
  );
  const labels = dayLabels(photos, language);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t("tracker.photos.all")}
      </Title>
      <SimpleGrid
        cols={{ base: 2, xs: 3, md: 5 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {photos.map((photo) => {
          const day = labels.get(photo.id) ?? "";
          return (
            <li key={photo.id} style={{ minWidth: 0 }}>
              <img
                src={progressPhotoPath(photo.id)}
                alt={t("tracker.photos.alt", { day })}
                loading="lazy"
                width={photo.width}
                height={photo.height}
                style={{
                  display: "block",
                  width: "100%",
                  height: "auto",
                  aspectRatio: "3 / 4",
                  objectFit: "cover",
                  borderRadius: "var(--mantine-radius-md)",
                  background: "var(--mantine-color-gray-1)",
                }}
              />
              <Group justify="space-between" gap={4} mt={4}>
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {day}
                </Text>
                {confirming !== photo.id && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray.7"
                    style={{ flexShrink: 0 }}
                    aria-label={t("tracker.photos.removeLabel", { day })}
                    onClick={() => setConfirming(photo.id)}
                  >
                    {t("tracker.photos.remove")}
                  </Button>
                )}
              </Group>
              {confirming === photo.id && (
                <Stack gap={4} mt={4} role="group" aria-label={t("tracker.photos.confirm")}>
                  <Text size="xs">{t("tracker.photos.confirm")}</Text>
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      color="red.8"
                      loading={remove.isPending}
                      onClick={() => remove.mutate({ id: photo.id })}
                    >
                      {t("tracker.photos.confirmYes")}
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                      {t("tracker.photos.cancel")}
                    </Button>
                  </Group>
                </Stack>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
