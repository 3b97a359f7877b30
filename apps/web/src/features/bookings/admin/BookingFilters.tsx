import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { BookingRange, BookingSort, BookingStatusFilter, PaymentMethod } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import type { SetSearch } from "../../../lib/use-list-search";
import { useSearchBox } from "../../../lib/use-search-box";
import { paymentMethodOptions, rangeOptions, sortOptions, statusFilterOptions } from "./booking-filters";
import { type BookingSearch, bookingExportHref } from "./booking-search";

interface Props {
  search: BookingSearch;
  onSearch: SetSearch<BookingSearch>;
  /** Whether any booking matches: there is nothing to export otherwise. */
  matches: boolean;
}

/**
 * SPEC section 9's filters, plus package, payment method and order. Any change goes back to the first page; what
 * is typed in the search box replaces the address rather than adding a step per letter.
 */
export function BookingFilters({ search, onSearch, matches }: Props) {
  const change = (next: Partial<BookingSearch>) => onSearch((current) => ({ ...current, ...next, page: undefined }));
  const box = useSearchBox(search.search, (text) =>
    onSearch((current) => ({ ...current, search: text, page: undefined }), { replace: true }),
  );
  const packages = useQuery(trpc.admin.packages.list.queryOptions());

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Search" placeholder="Name or e-mail" type="search" {...box} style={{ flex: "1 1 220px" }} />
        {matches ? (
          <Button
            component="a"
            href={bookingExportHref(search)}
            download
            variant="outline"
            title="Every booking these filters leave, as a spreadsheet"
          >
            Export CSV
          </Button>
        ) : (
          // Nothing to export: a disabled button, which (unlike a link) cannot be followed with the keyboard.
          <Button variant="outline" disabled>
            Export CSV
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label="Status"
          value={search.status ?? "all"}
          onChange={(event) => {
            const status = event.currentTarget.value as BookingStatusFilter;
            change({ status: status === "all" ? undefined : status });
          }}
          data={statusFilterOptions}
        />
        <NativeSelect
          label="Date range"
          value={search.range ?? "all"}
          onChange={(event) => {
            const range = event.currentTarget.value as BookingRange;
            change({ range: range === "all" ? undefined : range });
          }}
          data={rangeOptions}
        />
        <NativeSelect
          label="Package"
          value={String(search.packageId ?? "")}
          onChange={(event) => change({ packageId: Number(event.currentTarget.value) || undefined })}
          data={[
            { value: "", label: "Any package" },
            ...(packages.data ?? []).map((pkg) => ({
              value: String(pkg.id),
              label: pkg.active ? pkg.name : `${pkg.name} (retired)`,
            })),
            // Until the list arrives, a package chosen in the address still shows as chosen.
            ...(search.packageId && !packages.data
              ? [{ value: String(search.packageId), label: `Package #${search.packageId}` }]
              : []),
          ]}
        />
        <NativeSelect
          label="Payment method"
          value={search.paymentMethod ?? ""}
          onChange={(event) =>
            change({ paymentMethod: (event.currentTarget.value || undefined) as PaymentMethod | undefined })
          }
          data={paymentMethodOptions}
        />
        <NativeSelect
          label="Sort by"
          value={search.sort ?? "newest"}
          onChange={(event) => {
            const sort = event.currentTarget.value as BookingSort;
            change({ sort: sort === "newest" ? undefined : sort });
          }}
          data={sortOptions}
        />
      </SimpleGrid>
      <Checkbox
        label="Show released unpaid bookings"
        description="Bookings left unpaid for 30 minutes are released, and hidden unless shown here."
        checked={search.includeReleased ?? false}
        onChange={(event) => change({ includeReleased: event.currentTarget.checked || undefined })}
      />
    </Stack>
  );
}
