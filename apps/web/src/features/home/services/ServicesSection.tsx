import { Center, Container, Loader, SimpleGrid, Text, Title } from "@mantine/core";
import type { PackageOutput } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { trpc } from "../../../lib/trpc";
import { groupCatalog } from "../../catalogue/catalog";
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
        <div className={classes.banner} role="note">
          <strong>Save 10%</strong> when you commit to 20 sessions, at the gym or at home.
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
    <SimpleGrid cols={{ base: 1, sm: 2, lg: groups.length > 3 ? 4 : 3 }} spacing="lg">
      {groups.map((group) => (
        <ServiceCard key={group.key} category={group} packages={group.packages} />
      ))}
    </SimpleGrid>
  );
}
