import { Burger, Button, Container } from "@mantine/core";
import { useDisclosure, useWindowEvent } from "@mantine/hooks";
import { useT } from "../../i18n/use-t";
import { LanguageSwitch } from "./LanguageSwitch";
import { BOOK_NOW_HREF, headerLinks } from "./nav-links";
import classes from "./SiteHeader.module.css";
import { SiteLink } from "./SiteLink";

export function SiteHeader() {
  const { t } = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") close();
  });

  return (
    <header className={classes.header}>
      <Container className={classes.bar}>
        <SiteLink href="/" className={classes.brand} onClick={close}>
          <span className={classes.brandName}>{t("common.brand.name")}</span>
          <span className={classes.brandTag}>{t("common.brand.tag")}</span>
        </SiteLink>

        <nav className={classes.nav} aria-label={t("common.nav.main")}>
          {headerLinks.map((link) => (
            <SiteLink key={link.href} href={link.href} className={classes.link}>
              {t(link.label)}
            </SiteLink>
          ))}
          <LanguageSwitch className={classes.link} />
          <Button component={SiteLink} href={BOOK_NOW_HREF} size="sm">
            {t("common.nav.bookNow")}
          </Button>
        </nav>

        <Burger
          className={classes.burger}
          opened={opened}
          onClick={toggle}
          aria-label={t(opened ? "common.nav.closeMenu" : "common.nav.openMenu")}
          aria-expanded={opened}
          aria-controls="mobile-menu"
        />
      </Container>

      {opened && (
        <nav id="mobile-menu" className={classes.mobileMenu} aria-label={t("common.nav.mobile")}>
          <Container>
            {headerLinks.map((link) => (
              <SiteLink key={link.href} href={link.href} className={classes.mobileLink} onClick={close}>
                {t(link.label)}
              </SiteLink>
            ))}
            <LanguageSwitch className={classes.mobileLink} />
            <Button component={SiteLink} href={BOOK_NOW_HREF} onClick={close} fullWidth size="md" mt="lg">
              {t("common.nav.bookNow")}
            </Button>
          </Container>
        </nav>
      )}
    </header>
  );
}
