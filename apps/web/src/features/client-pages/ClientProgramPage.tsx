import { Button, Container, Group, Paper, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { InEnglishNote, useContentLang } from "../../components/InEnglishNote";
import { useT } from "../../i18n/use-t";
import { downloadText } from "../../lib/download";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { type ClientPage, ClientPageState, useClientPage } from "./ClientPageState";

/** Opens the program alone in a new window and prints it. */
function printInWindow(title: string, text: string) {
  const popup = window.open("", "_blank", "width=800,height=900");
  if (!popup) {
    window.print();
    return;
  }
  const doc = popup.document;
  doc.title = title;
  const pre = doc.createElement("pre");
  pre.style.cssText = "white-space:pre-wrap;font:15px/1.6 Georgia,serif;margin:40px";
  pre.textContent = text;
  doc.body.append(pre);
  popup.focus();
  popup.print();
}

export function ClientProgramPage({ slug }: { slug: string }) {
  const page = useClientPage(slug);
  return <ClientPageState page={page}>{(found) => <Program slug={slug} page={found} />}</ClientPageState>;
}

function Program({ slug, page }: { slug: string; page: ClientPage }) {
  const { t } = useT();
  const email = useMutation(trpc.clientPages.emailProgram.mutationOptions());
  const { programTitle, programText, clientName } = page;
  // Written for her client in the client's language: marked as such on a page in the other one.
  const lang = useContentLang(page.language);
  return (
    <Container size="md" className="section">
      <Text className="eyebrow" data-print-hide>
        {t("workouts.client.program.for", { name: clientName })}
      </Text>
      <Title order={1} mb="lg" data-print-hide lang={lang}>
        {programTitle}
      </Title>
      <InEnglishNote language={page.language} />
      <Group mb="lg" data-print-hide>
        <Button onClick={() => downloadText(programTitle, programText)}>{t("workouts.download")}</Button>
        <Button variant="outline" onClick={() => printInWindow(programTitle, programText)}>
          {t("workouts.print")}
        </Button>
        <Button
          variant="outline"
          loading={email.isPending}
          onClick={() =>
            email.mutate(
              { slug },
              {
                onSuccess: (result) => toast(t("workouts.client.emailSent"), result.message, "success"),
                onError: (error) =>
                  toast(t("workouts.error.title"), errorMessage(error, t("workouts.client.emailFailed")), "error"),
              },
            )
          }
        >
          {t("workouts.client.email")}
        </Button>
      </Group>
      <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder data-print>
        <Text component="pre" style={{ whiteSpace: "pre-wrap", fontFamily: "inherit", lineHeight: 1.7 }} lang={lang}>
          {programText}
        </Text>
      </Paper>
    </Container>
  );
}
