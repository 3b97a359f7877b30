// Styles of the admin screens that the public pages' style sheet leaves out: they load with the admin code.
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Image.css";
// A checkbox lays out its label with the inline-input styles, which its own sheet does not include.
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/SegmentedControl.css";
import { useRouteContext } from "@tanstack/react-router";
import { AdminFrame } from "./AdminFrame";
import { AdminLogin } from "./AdminLogin";
import { AdminShell } from "./AdminShell";

/**
 * Every admin screen: the sign-in while the layout route's beforeLoad found no admin session (at the same address),
 * otherwise the back office's frame around the screen.
 */
export function AdminLayout() {
  // From the context, not the route's own Route object: that would pull the route file into a chunk of its own,
  // which every visitor's first load would then fetch.
  const { admin } = useRouteContext({ from: "/admin" });
  if (admin) return <AdminShell username={admin.username} />;
  return (
    <AdminFrame>
      <AdminLogin />
    </AdminFrame>
  );
}
