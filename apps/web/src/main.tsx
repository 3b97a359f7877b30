// The entry: the styles load with the page, the app's code only after the page (prerendered or not) has painted,
// so it never competes with the first paint on a slow phone.
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./mantine-styles";
import "./styles.css";
import { warmUpIntl } from "./lib/warm-up-intl";

const root = document.getElementById("root");
if (!root) throw new Error("No #root element");
warmUpIntl(document.documentElement.lang);

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
if (root.hasChildNodes()) await afterPaint();
// React DOM is the largest part of the app's start-up code: evaluated in a task of its own, so that no single
// task of the start holds a phone's main thread for long.
await import("react-dom/client");
await new Promise((resolve) => setTimeout(resolve));
const { start } = await import("./start");
await start(root);
