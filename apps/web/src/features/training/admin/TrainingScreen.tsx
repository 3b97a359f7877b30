import { Badge, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { QuietClients } from "./QuietClients";
import { quietCountQuery } from "./queries";
import { TemplateList } from "./TemplateList";

const route = getRouteApi("/admin/training/");

/** Training at /admin/training: her plans, and (?tab=quiet) the clients who have gone quiet. */
export function TrainingScreen() {
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const quiet = useQuery(quietCountQuery());
  const count = quiet.data?.total ?? 0;
  return (
    <Tabs
      value={tab === "quiet" ? "quiet" : "plans"}
      onChange={(value) => void navigate({ search: value === "quiet" ? { tab: "quiet" } : {}, replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="plans">Plans</Tabs.Tab>
        <Tabs.Tab
          value="quiet"
          rightSection={
            count ? (
              <Badge size="sm" variant="light" color="plum" aria-label={`${count} quiet`}>
                {count}
              </Badge>
            ) : undefined
          }
        >
          Quiet clients
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="plans">
        <TemplateList />
      </Tabs.Panel>
      <Tabs.Panel value="quiet">
        <QuietClients />
      </Tabs.Panel>
    </Tabs>
  );
}
