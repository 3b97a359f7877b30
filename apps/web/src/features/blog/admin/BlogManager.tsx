import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { BlogPostEditor } from "./BlogPostEditor";
import { type BlogAdminPost, BlogPostRow } from "./BlogPostRow";

/** What her list asks for: the route's loader asks for the first page with the same words. */
export const blogListInput = (search: string, page: number) => (search ? { search, page } : { page });

/** The trainer's blog: her posts newest first, a page at a time, and the editor for a new or chosen post. */
export function BlogManager() {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  if (editing !== null)
    return <BlogPostEditor editing={editing} onCreated={setEditing} onClose={() => setEditing(null)} />;
  return <PostList onEdit={setEditing} />;
}

function PostList({ onEdit }: { onEdit: (post: number | "new") => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<BlogAdminPost | null>(null);
  const list = useQuery(
    trpc.admin.blog.list.queryOptions(blogListInput(searched, page), {
      staleTime: FRESH_FROM_LOADER_MS,
      placeholderData: keepPreviousData,
    }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.blog.list.queryKey() });
  const feature = useMutation(
    trpc.admin.blog.setFeatured.mutationOptions({
      onSuccess: (post) => {
        toast(
          post.featured ? "Featured" : "No longer featured",
          post.featured ? `“${post.title}” is now the featured post.` : `“${post.title}” is no longer featured.`,
          "success",
        );
        void refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "The featured post could not be changed."), "error"),
    }),
  );
  const remove = useMutation(
    trpc.admin.blog.remove.mutationOptions({
      onSuccess: () => {
        toast("Post deleted", `“${deleting?.title ?? "The post"}” was deleted.`, "success");
        setDeleting(null);
        void refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "The post could not be deleted."), "error"),
    }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search by title"
          placeholder="e.g. protein"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <Button onClick={() => onEdit("new")}>New Post</Button>
      </Group>
      <QueryState
        query={list}
        label="Loading posts"
        error={(error) => <Text c="red.8">{errorMessage(error, "The posts could not be loaded.")}</Text>}
      >
        {({ posts, hasMore }) => (
          <Stack gap="sm" aria-busy={list.isPlaceholderData}>
            {posts.length ? (
              posts.map((post) => (
                <BlogPostRow
                  key={post.id}
                  post={post}
                  onEdit={() => onEdit(post.id)}
                  onDelete={() => setDeleting(post)}
                  onFeature={(featured) => feature.mutate({ id: post.id, featured })}
                  featuring={feature.isPending && feature.variables?.id === post.id}
                />
              ))
            ) : (
              <Text c="dimmed">
                {searched ? `No post's title holds “${searched}”.` : "No posts yet. Write your first one."}
              </Text>
            )}
            {(page > 1 || hasMore) && (
              <Group justify="space-between" component="nav" aria-label="Pages of posts">
                <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
                  ← Newer
                </Button>
                <Text size="sm" c="dimmed">
                  Page {page}
                </Text>
                <Button variant="default" disabled={!hasMore} onClick={() => setPage(page + 1)}>
                  Older →
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this post?"
        confirmLabel="Delete Post"
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        “{deleting?.title}” will be deleted for good, and its page /blog/{deleting?.slug} will stop working. This cannot
        be undone.
      </ConfirmDialog>
    </Stack>
  );
}
