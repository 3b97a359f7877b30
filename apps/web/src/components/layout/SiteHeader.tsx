import { Burger, Button, Container } from "@mantine/core";
import { useDisclosure, useWindowEvent } from "@mantine/hooks";
import { BOOK_NOW_HREF, headerLinks } from "./nav-links";
import classes from "./SiteHeader.module.css";
import { SiteLink } from "./SiteLink";

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") close();
  });

  return (
    <header className={classes.header}>
      <Container className={classes.bar}>
        <SiteLink href="/" className={classes.brand} onClick={close}>
          <span className={classes.brandName}>Carmen Reyes</span>
          <span className={classes.brandTag}>Fitness · Miami</span>
        </SiteLink>

        <nav className={classes.nav} aria-label="Main">
          {headerLinks.map((link) => (
            <SiteLink key={link.href} href={link.href} className={classes.link}>
              {link.label}
            </SiteLink>
          ))}
          <Button component={SiteLink} href={BOOK_NOW_HREF} size="sm">
            Book Now
          </Button>
        </nav>

        <Burger
          className={classes.burger}
          opened={opened}
          onClick={toggle}
          aria-label={opened ? "Close menu" : "Open menu"}
          aria-expanded={opened}
          aria-controls="mobile-menu"
        />
      </Container>

      {opened && (
        <nav id="mobile-menu" className={classes.mobileMenu} aria-label="Mobile">
          <Container>
            {headerLinks
              .filter((link) => link.mobile)
              .map((link) => (
                <SiteLink key={link.href} href={link.href} className={classes.mobileLink} onClick={close}>
                  {link.label}
                </SiteLink>
              ))}
            <Button component={SiteLink} href={BOOK_NOW_HREF} onClick={close} fullWidth size="md" mt="lg">
              Book Now
            </Button>
          </Container>
        </nav>
      )}
    </header>
  );
}
