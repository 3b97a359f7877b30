import { Badge, Container, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";

const certifications = [
  "NSCA Certified",
  "Professional Trainer Certification",
  "TRX Certified",
  "Silver Sneakers",
  "CPR/AED Certified",
];

export function About() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <Container>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 72 }} verticalSpacing={40}>
          <Image
            src="/images/trainer-portrait.svg"
            alt="Carmen Reyes, personal trainer for women over 40"
            width={480}
            height={600}
            loading="lazy"
            maw={440}
            mx={{ base: "auto", md: 0 }}
          />
          <Stack gap="md" justify="center">
            <Text className="eyebrow">About Carmen</Text>
            <Title order={2} id="about-title">
              I train women who are done being told to slow down
            </Title>
            <Text>
              I'm Carmen Reyes, a certified strength coach in Miami, and for more than fifteen years I have worked with
              one kind of client: women over 40 who want to feel strong, capable and energised in the decades ahead.
            </Text>
            <Text>
              Menopause, old injuries, a busy career or a family to care for: none of it is a reason to stop. It is a
              reason to train smarter. Every program I write starts with a movement assessment and is built around your
              joints, your bone health, your energy and the time you really have.
            </Text>
            <Text>
              My clients lift real weights, improve their balance and bone density, and leave each session feeling
              better than when they arrived. Whether we meet at the gym, in your living room or online, you will always
              know what to do and why.
            </Text>
            <Group gap="xs" mt="xs" component="ul" className="plain-list" aria-label="Certifications">
              {certifications.map((name) => (
                <Badge key={name} component="li" size="lg" radius="sm" variant="outline" color="plum">
                  {name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}
