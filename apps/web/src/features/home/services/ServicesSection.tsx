import { Center, Container, Loader, SimpleGrid, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { groupCatalog } from "./catalog";
import { ServiceCard } from "./ServiceCard";
import classes from "./Services.module.css";

export function ServicesSection() {
  // SPEC: the home page refreshes the package list whenever it opens; a failure quietly shows the fallbacks.
  const packages = useQuery(trpc.packages.list.queryOptions(undefined, { refetchOnMount: "always" }));
  const groups = packages.isPending ? [] : groupCatalog(packages.data ?? []);

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
        {packages.isPending ? (
          <Center py={64}>
            <Loader aria-label="Loading packages" />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: groups.length > 3 ? 4 : 3 }} spacing="lg">
            {groups.map((group) => (
              <ServiceCard key={group.key} category={group} packages={group.packages} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </section>
  );
}
