import { Button, Container, Title } from "@mantine/core";
import { SiteLink } from "../../components/layout/SiteLink";
import classes from "./Hero.module.css";

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.ring} aria-hidden />
      <Container className={classes.inner}>
        <div>
          <span className={classes.eyebrow}>Miami · Gym · Home · Online</span>
          <Title id="hero-title" order={1} className={classes.title}>
            Premium Personal Training Tailored for Women Over 40
          </Title>
          <p className={classes.lead}>
            Get stronger, steadier and more energised with coaching built around your body, your joints and your life,
            not a twenty-something's program.
          </p>
          <div className={classes.actions}>
            <Button component={SiteLink} href="/booking" size="lg" color="gold.3" c="#2b1d24">
              Book Your Session
            </Button>
            <Button component={SiteLink} href="/#services" size="lg" variant="outline" color="white">
              Explore Services
            </Button>
          </div>
        </div>
        <ul className={classes.proof}>
          <li>
            <strong>NSCA</strong>
            Certified strength coach
          </li>
          <li>
            <strong>40+</strong>
            Women are all I coach
          </li>
          <li>
            <strong>1:1</strong>
            Private, never a crowded class
          </li>
        </ul>
      </Container>
    </section>
  );
}
