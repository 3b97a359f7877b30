import { Center, Container, Loader, SimpleGrid, Text, Title } from "@mantine/core";
import type { PackageOutput } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { RichText, useT } from "../../../i18n/use-t";
import { packageListQuery } from "../../catalogue/queries";
import { groupCatalog, twentySessionSavings } from "../../catalogue/services";
import { ServiceCard } from "./ServiceCard";
import classes from "./Services.module.css";

export function ServicesSection() {
  const { t, language } = useT();
  // SPEC: the home page refreshes the package list whenever it opens; a failure quietly shows the fallbacks.
  const packages = useQuery({ ...packageListQuery(language), refetchOnMount: "always" });

  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <Container>
        <div className={classes.intro}>
          <Text className="eyebrow">{t("home.services.eyebrow")}</Text>
          <Title order={2} id="services-title">
            {t("home.services.title")}
          </Title>
          <Text c="dimmed" mt="sm" maw={620}>
            {t("home.services.lead")}
          </Text>
        </div>
        <QueryState
          query={packages}
          loader={
            <Center py={64}>
              <Loader aria-label={t("home.services.loading")} />
            </Center>
          }
          error={<Cards packages={[]} />}
        >
          {(list) => <Cards packages={list} />}
        </QueryState>
      </Container>
    </section>
  );
}

function Cards({ packages }: { packages: PackageOutput[] }) {
  const { language } = useT();
  const groups = groupCatalog(packages, language);
  return (
    <>
      <SavingBanner savings={twentySessionSavings(groups)} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: groups.length > 3 ? 4 : 3 }} spacing="lg">
        {groups.map((group) => (
          <ServiceCard key={group.key} category={group} packages={group.packages} />
        ))}
      </SimpleGrid>
    </>
  );
}

/** SPEC's banner for the 20-session packs, with the saving their prices actually give (none: no banner). */
function SavingBanner({ savings }: { savings: ReturnType<typeof twentySessionSavings> }) {
  if (!savings.length) return null;
  const percents = savings.map((saving) => saving.percent);
  const best = Math.max(...percents);
  const categories = new Set(savings.map((saving) => saving.category));
  const places = categories.size > 1 ? "both" : [...categories][0];
  return (
    <div className={classes.banner} role="note">
      <RichText
        id="home.services.saving"
        values={{ percent: best, upTo: percents.some((percent) => percent !== best) ? "yes" : "no", places }}
        components={{ 0: <strong /> }}
      />
    </div>
  );
}
