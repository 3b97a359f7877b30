import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { readBooking, saveBooking } from "../../lib/booking-session";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";

/** Developer page: a paid test booking of package 6 (12 Gym Sessions), then its confirmation. */
export function TestSchedulingPage() {
  const navigate = useNavigate();
  const create = useMutation(
    trpc.devTools.testBooking.mutationOptions({
      onSuccess: (result) => {
        saveBooking({
          bookingId: String(result.bookingId),
          packageId: String(result.packageId),
          clientName: result.clientName,
          bookingToken: result.accessToken,
        });
        toast("Test booking created", result.message, "success");
        void navigate({ to: "/booking-confirmation" });
      },
      onError: (error) => toast("Error", errorMessage(error, "Failed to create test booking"), "error"),
    }),
  );
  const viewConfirmation = () => {
    if (!readBooking().bookingId) {
      toast("Error", "You need to create a test booking first.", "error");
      return;
    }
    void navigate({ to: "/booking-confirmation" });
  };

  return (
    <Container size="sm" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <Stack gap="md">
          <Title order={1} fz={28}>
            Test Session Scheduling
          </Title>
          <Text c="dimmed">
            Creates a paid test booking of the 12 Gym Sessions package (id 6) with its 12 sessions, then opens the
            booking confirmation.
          </Text>
          <Group>
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              Create Test Booking
            </Button>
            <Button variant="outline" onClick={viewConfirmation}>
              View Confirmation
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
