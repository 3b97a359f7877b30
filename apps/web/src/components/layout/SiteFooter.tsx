import { Container } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import { studio } from "@studio/validators/studio";
import { useT } from "../../i18n/use-t";
import { LanguageSwitch } from "./LanguageSwitch";
import { clientAreaLinks, footerLinks, type NavItem } from "./nav-links";
import classes from "./SiteFooter.module.css";
import { SiteLink } from "./SiteLink";

export function SiteFooter() {
  const { t } = useT();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <div>
            <div className={classes.brand}>{studio.name}</div>
            <p className={classes.tagline}>{t("common.footer.tagline")}</p>
          </div>
          <FooterLinks label="common.footer.label" heading="common.footer.explore" links={footerLinks} />
          <FooterLinks label="common.footer.clientArea" heading="common.footer.yourTraining" links={clientAreaLinks} />
          <div>
            <div className={classes.heading}>{t("common.footer.getInTouch")}</div>
            <ul className={classes.list}>
              <li>
                <a className={classes.link} href={`mailto:${studio.email}`}>
                  {studio.email}
                </a>
              </li>
              <li>
                <a className={classes.link} href={studio.phoneHref}>
                  {studio.phone}
                </a>
              </li>
              <li>{studio.gym.address}</li>
            </ul>
          </div>
        </div>
        <div className={classes.bottom}>
          <span>{t("common.footer.copyright", { year, name: studio.name })}</span>
          <span className={classes.legal}>
            <SiteLink href="/privacy" className={classes.link}>
              {t("common.footer.privacy")}
            </SiteLink>
            <SiteLink href="/terms" className={classes.link}>
              {t("common.footer.terms")}
            </SiteLink>
            <LanguageSwitch className={classes.link} />
          </span>
        </div>
      </Container>
    </footer>
  );
}

function FooterLinks({ label, heading, links }: { label: MessageId; heading: MessageId; links: NavItem[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t(label)}>
      <div className={classes.heading}>{t(heading)}</div>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.label}>
            <SiteLink href={link.href} className={classes.link}>
              {t(link.label)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
