// The entry: the styles load with the page, the app's code only after the page (prerendered or not) has painted,
// so it never competes with the first paint on a slow phone.
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./mantine-styles";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("No #root element");

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
if (root.hasChildNodes()) await afterPaint();
const { start } = await import("./start");
await start(root);
