import { Button, Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import type { StoredBooking } from "../../lib/booking-session";

export type TabBooking = StoredBooking & { id: number; token: string };

interface Props {
  /** The tab's booking as useStoredBooking() reads it: null until the page is the browser's. */
  stored: StoredBooking | null;
  /** What shows while a booking the tab holds is being loaded. */
  loading: ReactNode;
  children: (booking: TabBooking) => ReactNode;
}

/**
 * The checkout and the confirmation belong to the booking this tab just made. The server cannot see the tab, so
 * it draws both first states and the head script's flag shows one before the first paint: a visitor without a
 * booking sees where to start one at once, and one with a booking sees it loading.
 */
export function TabBookingGate({ stored, loading, children }: Props) {
  if (!stored) {
    return (
      <>
        <div className="when-tab-booking">{loading}</div>
        <div className="when-no-tab-booking">
          <NoBooking />
        </div>
      </>
    );
  }
  const id = Number(stored.bookingId);
  if (!id || !stored.bookingToken) return <NoBooking />;
  return children({ ...stored, id, token: stored.bookingToken });
}

function NoBooking() {
  const { t } = useT();
  return (
    <Container size="sm" className="section">
      <Title order={1}>{t("booking.noBooking.title")}</Title>
      <Text c="dimmed" mt="sm" mb="lg">
        {t("booking.noBooking.body")}
      </Text>
      <Button component={SiteLink} href="/booking">
        {t("booking.noBooking.book")}
      </Button>
    </Container>
  );
}
