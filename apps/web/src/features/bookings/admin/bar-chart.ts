// The chart library, in a chunk of its own: loaded and run after an admin page has shown its first data.
import "@mantine/charts/styles.css";

export { BarChart as default } from "@mantine/charts";
