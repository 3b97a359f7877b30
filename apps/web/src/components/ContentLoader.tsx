import { Center, Loader } from "@mantine/core";

/**
 * A loader in place of content taller than a phone's screen: it holds the screen's height, so the footer is not
 * drawn under the heading and pushed away when the content arrives.
 */
export function ContentLoader({ label }: { label: string }) {
  return (
    <Center mih="100vh" style={{ alignItems: "flex-start" }} pt={64}>
      <Loader aria-label={label} />
    </Center>
  );
}
