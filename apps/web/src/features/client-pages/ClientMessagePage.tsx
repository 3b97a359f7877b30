import { Alert, Button, Center, Container, Loader, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { usePageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

export function ClientMessagePage({ slug }: { slug: string }) {
  const page = useQuery(trpc.clientPages.bySlug.queryOptions({ slug }));
  usePageMeta("A message for you", "A personal message from Carmen Reyes.");
  if (page.isPending)
    return (
      <Center className="section">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (page.isError)
    return (
      <Container className="section">
        <Alert color="red">This page does not exist.</Alert>
      </Container>
    );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.data.messageText);
      toast("Copied", "Message copied to clipboard!", "success");
    } catch {
      toast("Error", "Could not copy. Please select the text and copy it.", "error");
    }
  };
  return (
    <Container size="sm" className="section">
      <Title order={1} mb="lg">
        A message for {page.data.clientName}
      </Title>
      <Paper radius="lg" p="xl" withBorder>
        <Text style={{ whiteSpace: "pre-wrap", lineHeight: 1.7 }} data-testid="client-message">
          {page.data.messageText}
        </Text>
      </Paper>
      <Button mt="lg" onClick={() => void copy()}>
        Copy to Clipboard
      </Button>
    </Container>
  );
}
