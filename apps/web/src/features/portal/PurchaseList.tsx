import { SimpleGrid, Title, UnstyledButton } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../lib/format";
import type { OwnedPurchase } from "./PurchaseChoice";
import classes from "./PurchaseList.module.css";

const KIND: Record<OwnedPurchase["type"], MessageId> = {
  program: "workouts.list.about.program",
  workout_of_day: "workouts.list.about.workoutOfDay",
};

interface Props {
  /** Newest first, as the server lists them. */
  purchases: OwnedPurchase[];
  openedId: number | undefined;
  onOpen: (bookingId: number) => void;
}

/** "Your programs": every program and workout she owns, each a button that opens it; the open one is current. */
export function PurchaseList({ purchases, openedId, onOpen }: Props) {
  const { t, language } = useT();
  return (
    <section aria-labelledby="your-programs" data-print-hide>
      <Title order={2} id="your-programs" fz="lg" mb="sm">
        {t("workouts.list.title")}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.list}>
        {purchases.map((purchase) => {
          const current = purchase.bookingId === openedId;
          return (
            <li key={purchase.bookingId}>
              <UnstyledButton
                className={classes.purchase}
                aria-current={current ? "true" : undefined}
                onClick={() => onOpen(purchase.bookingId)}
              >
                <span className={classes.name}>{purchase.packageName}</span>{" "}
                <span className={classes.about}>
                  {t(KIND[purchase.type], { date: formatDate(purchase.purchasedAt, language) })}
                </span>
                {/* Said by aria-current to a screen reader; written here so the open one is not told by colour alone. */}
                {current && (
                  <span className={classes.open} aria-hidden="true">
                    {t("workouts.list.open")}
                  </span>
                )}
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
