import { Button, Container, Paper, Text, Title } from "@mantine/core";
import { usePageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { type ClientPage, ClientPageState, useClientPage } from "./ClientPageState";

export function ClientMessagePage({ slug }: { slug: string }) {
  const page = useClientPage(slug);
  usePageMeta("A message for you", "A personal message from Carmen Reyes.");
  return <ClientPageState page={page}>{(found) => <Message page={found} />}</ClientPageState>;
}

function Message({ page }: { page: ClientPage }) {
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
