import { ActionIcon, Badge, Button, Group, Paper, Text } from "@mantine/core";
import { blogCategoryLabels } from "@studio/validators/kinds";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import type { RouterOutputs } from "../../../lib/trpc";
import { stateColors, stateLabel, whenLabel } from "./post-states";

export type BlogAdminPost = RouterOutputs["admin"]["blog"]["list"]["posts"][number];

interface Props {
  post: BlogAdminPost;
  onEdit: () => void;
  onDelete: () => void;
  onFeature: (featured: boolean) => void;
  featuring: boolean;
}

/** One of her posts: its state and when, the featured star, Edit and Delete. */
export function BlogPostRow({ post, onEdit, onDelete, onFeature, featuring }: Props) {
  const star = post.featured ? `Stop featuring “${post.title}”` : `Feature “${post.title}”`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={`admin-post-${post.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} id={`admin-post-${post.id}`} style={{ overflowWrap: "anywhere" }}>
            {post.title}
          </Text>
          <Group gap={6} mt={6}>
            <Badge color={stateColors[post.state]} radius="sm">
              {stateLabel(post.state)}
            </Badge>
            {post.featured && (
              <Badge color="plum" variant="light" radius="sm">
                Featured
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {whenLabel(post)} · {blogCategoryLabels[post.category]}
            </Text>
          </Group>
        </div>
        {/* No tooltip component: it would bring its positioning library into chunks the public pages share. */}
        <ActionIcon
          variant={post.featured ? "filled" : "subtle"}
          color="gold.8"
          size="lg"
          aria-label={star}
          title={star}
          aria-pressed={post.featured}
          loading={featuring}
          onClick={() => onFeature(!post.featured)}
        >
          {post.featured ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
        </ActionIcon>
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit “${post.title}”`}>
          Edit
        </Button>
        <Button size="xs" variant="subtle" color="red.8" onClick={onDelete} aria-label={`Delete “${post.title}”`}>
          Delete
        </Button>
        {post.state !== "draft" && (
          <Button
            size="xs"
            variant="subtle"
            component="a"
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noopener"
            aria-label={`View “${post.title}” on the site (opens a new tab)`}
          >
            View
          </Button>
        )}
      </Group>
    </Paper>
  );
}
