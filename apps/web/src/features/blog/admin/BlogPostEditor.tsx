import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { BlogPostInput } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { adminPalette } from "../../admin-shell/AdminFrame";
import { BlogPostForm, blankPost, type PostForm, usePostForm, valuesOf } from "./BlogPostForm";
import { savedMessage } from "./post-states";

interface Props {
  /** The post to edit, or "new". */
  editing: number | "new";
  /** After a new post's first save: its id, so that the next save edits it. */
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A new post, or one of hers loaded first. */
export function BlogPostEditor({ editing, onCreated, onClose }: Props) {
  const post = useQuery(
    trpc.admin.blog.get.queryOptions(
      { id: editing === "new" ? 0 : editing },
      {
        enabled: editing !== "new",
        staleTime: 0,
      },
    ),
  );
  if (editing === "new") return <EditorForm post={null} onCreated={onCreated} onClose={onClose} />;
  return (
    <QueryState
      query={post}
      label="Loading the post"
      error={(error) => <Alert color="red">{errorMessage(error, "The post could not be loaded.")}</Alert>}
    >
      {(found) => <EditorForm key={found.id} post={found} onCreated={onCreated} onClose={onClose} />}
    </QueryState>
  );
}

/** A post as the browser receives it (its times as text). */
type StoredPost = RouterOutputs["admin"]["blog"]["get"];

function EditorForm({ post, onCreated, onClose }: { post: StoredPost | null } & Omit<Props, "editing">) {
  const queryClient = useQueryClient();
  const form = usePostForm(post ? valuesOf(post) : blankPost());
  const [leaving, setLeaving] = useState(false);
  const saved = (answer: StoredPost) => {
    toast(post ? "Post saved" : "Post created", savedMessage(answer), "success");
    queryClient.setQueryData(trpc.admin.blog.get.queryKey({ id: answer.id }), answer);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.blog.list.queryKey() });
    // What she saved is the form's new starting point: leaving now loses nothing.
    form.resetDirty(valuesOf(answer));
    if (!post) onCreated(answer.id);
  };
  const failed = (error: unknown) => {
    showServerErrors(form, error);
    toast("Not saved", errorMessage(error, "The post could not be saved. Please try again."), "error");
  };
  const create = useMutation(trpc.admin.blog.create.mutationOptions({ onSuccess: saved, onError: failed }));
  const update = useMutation(trpc.admin.blog.update.mutationOptions({ onSuccess: saved, onError: failed }));
  const save = (values: BlogPostInput) => (post ? update.mutate({ ...values, id: post.id }) : create.mutate(values));
  const close = () => (form.isDirty() ? setLeaving(true) : onClose());

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {post ? `Editing “${post.title}”` : "A new post"}
      </Text>
      <BlogPostForm
        form={form}
        savedSlug={post?.slug ?? null}
        saving={create.isPending || update.isPending}
        onSave={save}
        onCancel={close}
      />
      <Modal
        opened={leaving}
        onClose={() => setLeaving(false)}
        title="Leave without saving?"
        centered
        className={adminPalette}
      >
        <Text mb="lg">Your changes to this post have not been saved. Leaving now discards them.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setLeaving(false)}>
            Keep editing
          </Button>
          <Button color="red.8" onClick={onClose}>
            Discard changes
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** The server's word on a field (a slug in use, a rule broken), shown under that field. */
function showServerErrors(form: PostForm, error: unknown) {
  const data = (error as { data?: { code?: string; issues?: { path: string; message: string }[] } }).data;
  if (data?.code === "CONFLICT") {
    form.setFieldError("slug", errorMessage(error, "This slug is taken.").replace(/^slug: /, ""));
  }
  for (const issue of data?.issues ?? []) form.setFieldError(issue.path, issue.message);
}
