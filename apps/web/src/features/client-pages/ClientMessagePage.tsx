import { Alert, Button, Container, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../components/QueryState";
import { usePageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export function ClientMessagePage({ slug }: { slug: string }) {
  const page = useQuery(trpc.clientPages.bySlug.queryOptions({ slug }));
  usePageMeta("A message for you", "A personal message from Carmen Reyes.");
  return (
    <QueryState
      query={page}
      place="section"
      error={
        <Container className="section">
          <Alert color="red">This page does not exist.</Alert>
        </Container>
      }
    >
      {(found) => <Message page={found} />}
    </QueryState>
  );
}

function Message({ page }: { page: RouterOutputs["clientPages"]["bySlug"] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.messageText);
      toast("Copied", "Message copied to clipboard!", "success");
    } catch {
      toast("Error", "Could not copy. Please select the text and copy it.", "error");
    }
  };
  return (
    <Container size="sm" className="section">
      <Title order={1} mb="lg">
        A message for {page.clientName}
      </Title>
      <Paper radius="lg" p="xl" withBorder>
        <Text style={{ whiteSpace: "pre-wrap", lineHeight: 1.7 }} data-testid="client-message">
          {page.messageText}
        </Text>
      </Paper>
      <Button mt="lg" onClick={() => void copy()}>
        Copy to Clipboard
      </Button>
    </Container>
  );
}
