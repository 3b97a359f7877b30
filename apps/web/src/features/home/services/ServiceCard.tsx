import { Badge, Button, Card, Group, List, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { PackageOutput } from "@studio/validators";
import { useState } from "react";
import { useContentLang } from "../../../components/InEnglishNote";
import { SiteLink } from "../../../components/layout/SiteLink";
import { useT } from "../../../i18n/use-t";
import { formatDuration } from "../../../lib/format";
import type { CategoryInfo } from "../../catalogue/catalog";
import {
  CATEGORY_BLURBS,
  isTwentySessions,
  packageButtonLabel,
  packageFeatures,
  packSaving,
  priceDetails,
} from "../../catalogue/services";
import classes from "./Services.module.css";

/** One category: package buttons, and the price, duration and features of the selected package. */
export function ServiceCard({ category, packages }: { category: CategoryInfo; packages: PackageOutput[] }) {
  const { t, i18n, language } = useT();
  const [selectedId, setSelectedId] = useState(packages[0]?.id);
  const selected = packages.find((p) => p.id === selectedId) ?? packages[0];
  const lang = useContentLang(selected?.language ?? language);
  if (!selected) return null;
  const { unit, note } = priceDetails(t, language, selected);
  const saving = isTwentySessions(selected) ? packSaving(selected, packages) : null;
  const headingId = `service-${category.key}`;

  return (
    <Card component="article" className={classes.card} radius="lg" padding="xl" aria-labelledby={headingId}>
      <Stack gap="lg" h="100%">
        <div>
          <Title order={3} id={headingId}>
            {t(category.title)}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {t(CATEGORY_BLURBS[category.key])}
          </Text>
        </div>

        <fieldset className={classes.choices}>
          <legend className="visually-hidden">{t("home.services.packagesOf", { category: t(category.title) })}</legend>
          {packages.map((pkg) => (
            <UnstyledButton
              key={pkg.id}
              className={classes.choice}
              aria-pressed={pkg.id === selected.id}
              onClick={() => setSelectedId(pkg.id)}
            >
              {packageButtonLabel(t, pkg)}
            </UnstyledButton>
          ))}
        </fieldset>

        <div aria-live="polite">
          {/* The package chosen, by the name and words the trainer gave it (a package she adds is more than a count). */}
          <Text fw={600} data-testid="package-name" lang={lang}>
            {selected.name}
          </Text>
          {selected.description && (
            <Text size="sm" c="dimmed" mt={4} mb="sm" data-testid="package-description" lang={lang}>
              {selected.description}
            </Text>
          )}
          <Group gap={6} align="baseline">
            <span className={classes.price} data-testid="price">
              {formatMoney(selected.price, language)}
            </span>
            {unit && <Text c="dimmed">{unit}</Text>}
          </Group>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed" data-testid="duration">
              {t("home.services.duration", { duration: formatDuration(i18n, selected.durationMinutes) })}
            </Text>
            {note && (
              <Badge variant="light" color="plum" radius="sm">
                {note}
              </Badge>
            )}
          </Group>
          {saving && (
            <Text className={classes.saving} size="sm" mt="sm">
              {t("home.services.bestValue", { percent: saving })}
            </Text>
          )}
        </div>

        <List spacing={8} size="sm" className={classes.features} data-testid="features">
          {packageFeatures(t, selected).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>

        <Button component={SiteLink} href={`/booking/${selected.id}`} size="md" fullWidth mt="auto">
          {t("common.nav.bookNow")}
        </Button>
      </Stack>
    </Card>
  );
}
