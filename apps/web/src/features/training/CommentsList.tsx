import { Pagination, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { trpc } from "../../lib/trpc";
import { CommentCard } from "./CommentCard";

const PAGE_SIZE = 10;

/** Every comment the trainer wrote on her days, newest first, ten at a time. */
export function CommentsList() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const comments = useQuery(
    trpc.training.comments.queryOptions(
      { page, pageSize: PAGE_SIZE },
      { staleTime: 0, placeholderData: (before) => before },
    ),
  );
  return (
    <QueryState
      query={comments}
      label={t("training.loading")}
      error={<Text c="dimmed">{t("training.error.body")}</Text>}
    >
      {(found) =>
        found.items.length ? (
          <Stack gap="sm">
            {found.items.map((comment) => (
              <CommentCard key={comment.id} comment={comment} withDay />
            ))}
            {found.pageCount > 1 && (
              <nav aria-label={t("training.comments.pages")}>
                <Pagination
                  total={found.pageCount}
                  value={page}
                  onChange={setPage}
                  mt="sm"
                  getControlProps={(control) => ({
                    "aria-label": t(control === "previous" ? "training.comments.newer" : "training.comments.older"),
                  })}
                  withEdges={false}
                />
              </nav>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">{t("training.comments.none")}</Text>
        )
      }
    </QueryState>
  );
}
