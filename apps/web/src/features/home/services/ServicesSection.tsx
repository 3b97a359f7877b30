import { Center, Container, Loader, SimpleGrid, Text, Title } from "@mantine/core";
import type { PackageCategory, PackageOutput } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { trpc } from "../../../lib/trpc";
import { groupCatalog, twentySessionSavings } from "../../catalogue/catalog";
import { ServiceCard } from "./ServiceCard";
import classes from "./Services.module.css";

export function ServicesSection() {
  // SPEC: the home page refreshes the package list whenever it opens; a failure quietly shows the fallbacks.
  const packages = useQuery(trpc.packages.list.queryOptions(undefined, { refetchOnMount: "always" }));

  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <Container>
        <div className={classes.intro}>
          <Text className="eyebrow">Services</Text>
          <Title order={2} id="services-title">
            Training that fits your body and your life
          </Title>
          <Text c="dimmed" mt="sm" maw={620}>
            Private coaching at the gym or at home, or a structured program you follow on your own time. Every plan
            starts with how you feel today.
          </Text>
        </div>
        <QueryState
          query={packages}
          loader={
            <Center py={64}>
              <Loader aria-label="Loading packages" />
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
  const groups = groupCatalog(packages);
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

const PLACES: Partial<Record<PackageCategory, string>> = { gym: "at the gym", home: "at home" };

/** SPEC's banner for the 20-session packs, with the saving their prices actually give (none: no banner). */
function SavingBanner({ savings }: { savings: ReturnType<typeof twentySessionSavings> }) {
  if (!savings.length) return null;
  const percents = savings.map((saving) => saving.percent);
  const best = Math.max(...percents);
  const upTo = percents.some((percent) => percent !== best) ? "up to " : "";
  const places = savings.map((saving) => PLACES[saving.category] ?? "").join(" or ");
  return (
    <div className={classes.banner} role="note">
      <strong>{`Save ${upTo}${best}%`}</strong> when you commit to 20 sessions, {places}.
    </div>
  );
}
