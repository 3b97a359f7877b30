import { Button, Container, Paper, Text, Title } from "@mantine/core";
import { InEnglishNote, useContentLang } from "../../components/InEnglishNote";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { type ClientPage, ClientPageState, useClientPage } from "./ClientPageState";

export function ClientMessagePage({ slug }: { slug: string }) {
  const page = useClientPage(slug);
  return <ClientPageState page={page}>{(found) => <Message page={found} />}</ClientPageState>;
}

function Message({ page }: { page: ClientPage }) {
  const { t } = useT();
  const lang = useContentLang(page.language);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.messageText);
      toast(t("workouts.client.copied.title"), t("workouts.client.copied.body"), "success");
    } catch {
      toast(t("workouts.error.title"), t("workouts.client.copyFailed"), "error");
    }
  };
  return (
    <Container size="sm" className="section">
      <Title order={1} mb="lg">
        {t("workouts.client.message.title", { name: page.clientName })}
      </Title>
      <InEnglishNote language={page.language} />
      <Paper radius="lg" p="xl" withBorder>
        <Text style={{ whiteSpace: "pre-wrap", lineHeight: 1.7 }} data-testid="client-message" lang={lang}>
          {page.messageText}
        </Text>
      </Paper>
      <Button mt="lg" onClick={() => void copy()}>
        {t("workouts.client.copy")}
      </Button>
    </Container>
  );
}
