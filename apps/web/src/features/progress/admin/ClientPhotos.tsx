import { Anchor, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { progressPhotoPath } from "@studio/validators/kinds";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

type Photo = RouterOutputs["admin"]["progress"]["photos"]["photos"][number];

const photoStyle = {
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 4",
  objectFit: "contain",
  background: "var(--mantine-color-gray-1)",
  borderRadius: "var(--mantine-radius-sm)",
} as const;

/** Two of her photos side by side: her first and latest, or the two dates the trainer picks. */
function SideBySide({ photos }: { photos: Photo[] }) {
  const oldest = photos.at(-1) as Photo;
  const newest = photos[0] as Photo;
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState({ before: oldest.id, after: newest.id });
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const before = byId.get(picked.before) ?? oldest;
  const after = byId.get(picked.after) ?? newest;
  const options = [...photos].reverse().map((photo) => ({ value: String(photo.id), label: formatDate(photo.day) }));
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        {[
          { photo: before, label: "Before" },
          { photo: after, label: "After" },
        ].map(({ photo, label }) =>
          picking ? (
            <NativeSelect
              key={label}
              size="xs"
              label={label}
              data={options}
              value={String(photo.id)}
              onChange={(event) =>
                setPicked({ ...picked, [label === "Before" ? "before" : "after"]: Number(event.currentTarget.value) })
              }
            />
          ) : null,
        )}
        {(
          [
            ["before", before],
            ["after", after],
          ] as const
        ).map(([side, photo]) => (
          <figure key={side} style={{ margin: 0, minWidth: 0 }}>
            <a href={progressPhotoPath(photo.id)} target="_blank" rel="noreferrer">
              <img
                src={progressPhotoPath(photo.id)}
                alt={`Her progress on ${formatDate(photo.day)}`}
                loading="lazy"
                width={photo.width}
                height={photo.height}
                style={photoStyle}
              />
            </a>
            <Text component="figcaption" size="xs" ta="center" mt={2}>
              {formatDate(photo.day)}
            </Text>
          </figure>
        ))}
      </SimpleGrid>
      {photos.length > 2 && !picking && (
        <Anchor component="button" type="button" size="sm" onClick={() => setPicking(true)}>
          Compare other dates
        </Anchor>
      )}
    </Stack>
  );
}

/** Her progress photos, for the trainer's eyes only: how many, and her first beside her latest. */
export function ClientPhotos({ email }: { email: string }) {
  const photos = useQuery(trpc.admin.progress.photos.queryOptions({ email }));
  return (
    <QueryState query={photos} label="Loading her progress photos">
      {({ photos: list }) => {
        const latest = list[0];
        if (!latest) return null;
        return (
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="photos-title">
            <Stack gap="xs">
              <Title order={3} fz="lg" id="photos-title">
                Progress photos
              </Title>
              <Text size="xs" c="dimmed">
                {list.length} {list.length === 1 ? "photo" : "photos"}, latest {formatDate(latest.day)}. Private: only
                she and you see them.
              </Text>
              {list.length > 1 ? (
                <SideBySide photos={list} />
              ) : (
                <img
                  src={progressPhotoPath(latest.id)}
                  alt={`Her progress on ${formatDate(latest.day)}`}
                  loading="lazy"
                  width={latest.width}
                  height={latest.height}
                  style={{ ...photoStyle, maxWidth: 200 }}
                />
              )}
            </Stack>
          </Paper>
        );
      }}
    </QueryState>
  );
}
