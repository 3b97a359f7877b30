import { Button, Container, Title } from "@mantine/core";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import classes from "./Hero.module.css";

export function Hero() {
  const { t } = useT();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.ring} aria-hidden />
      <Container className={classes.inner}>
        <div>
          <span className={classes.eyebrow}>{t("home.hero.eyebrow")}</span>
          <Title id="hero-title" order={1} className={classes.title}>
            {t("home.hero.title")}
          </Title>
          <p className={classes.lead}>{t("home.hero.lead")}</p>
          <div className={classes.actions}>
            <Button component={SiteLink} href="/booking" size="lg" color="gold.3" c="#2b1d24">
              {t("home.hero.book")}
            </Button>
            <Button component={SiteLink} href="/#services" size="lg" variant="outline" color="white">
              {t("home.hero.explore")}
            </Button>
          </div>
        </div>
        <ul className={classes.proof}>
          <li>
            <strong>NSCA</strong>
            {t("home.hero.proof.nsca")}
          </li>
          <li>
            <strong>40+</strong>
            {t("home.hero.proof.women")}
          </li>
          <li>
            <strong>1:1</strong>
            {t("home.hero.proof.private")}
          </li>
        </ul>
      </Container>
    </section>
  );
}
