import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// Deep plum: shade 7 is the brand colour (9:1 on white), so text and filled buttons pass WCAG AA.
const plum: MantineColorsTuple = [
  "#fbf1f5",
  "#f3dde6",
  "#e7b9cc",
  "#da92b0",
  "#ce6f97",
  "#b64f7c",
  "#96365f",
  "#7a2e4f",
  "#5e223c",
  "#43172a",
];

// Warm gold for accents; shades 7+ are dark enough for text.
const gold: MantineColorsTuple = [
  "#fbf7ef",
  "#f4ead3",
  "#e9d4a6",
  "#ddbd76",
  "#d2a84e",
  "#c89a36",
  "#b8892f",
  "#8a6420",
  "#6f4f18",
  "#553c10",
];

export const theme = createTheme({
  primaryColor: "plum",
  primaryShade: 7,
  colors: { plum, gold },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: {
    fontFamily: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    fontWeight: "600",
    // Lines of even length: no word ("40") left alone on a phone's last line.
    textWrap: "balance",
    sizes: {
      h1: { fontSize: "clamp(2.1rem, 5vw + 0.5rem, 3.75rem)", lineHeight: "1.08" },
      h2: { fontSize: "clamp(1.75rem, 3vw + 0.5rem, 2.6rem)", lineHeight: "1.15" },
      h3: { fontSize: "1.4rem", lineHeight: "1.3" },
    },
  },
  defaultRadius: "md",
  radius: { md: "10px", lg: "16px", xl: "28px" },
  black: "#2b1d24",
  other: { cream: "#fbf7f4", ink: "#2b1d24", muted: "#5c4a52" },
  components: {
    Button: { defaultProps: { radius: "xl" } },
    Container: { defaultProps: { size: "lg" } },
    // Every dialog's close button has a name (the back office's is English; a client's dialog passes her
    // language's), and its title bar is no second banner of the page: Mantine draws it as a <header> inside
    // role="dialog", which is not a sectioning element.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    ModalHeader: { defaultProps: { component: "div" } },
    // A table wider than a phone scrolls sideways in its box: the box takes the keyboard's focus, so its arrows
    // scroll it too.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/** Over Mantine's own body and dimmed colours (cream page, readable grey); written into the build's theme sheet. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-body": "#fbf7f4", "--mantine-color-dimmed": "#5c4a52", "--mantine-color-text": "#2b1d24" },
  dark: {},
});
