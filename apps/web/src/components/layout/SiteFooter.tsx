import { Container } from "@mantine/core";
import { studio } from "@studio/validators/studio";
import { clientAreaLinks, footerLinks, type NavItem } from "./nav-links";
import classes from "./SiteFooter.module.css";
import { SiteLink } from "./SiteLink";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <div>
            <div className={classes.brand}>{studio.name}</div>
            <p className={classes.tagline}>
              Strength, energy and confidence for women over 40. Private coaching in Miami, in your home, or online.
            </p>
          </div>
          <FooterLinks label="Footer" heading="Explore" links={footerLinks} />
          <FooterLinks label="Client area" heading="Your training" links={clientAreaLinks} />
          <div>
            <div className={classes.heading}>Get in touch</div>
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
          <span>
            © {year} {studio.name}. All rights reserved.
          </span>
          <span className={classes.legal}>
            <SiteLink href="/privacy" className={classes.link}>
              Privacy Policy
            </SiteLink>
            <SiteLink href="/terms" className={classes.link}>
              Terms of Service
            </SiteLink>
          </span>
        </div>
      </Container>
    </footer>
  );
}

function FooterLinks({ label, heading, links }: { label: string; heading: string; links: NavItem[] }) {
  return (
    <nav aria-label={label}>
      <div className={classes.heading}>{heading}</div>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.label}>
            <SiteLink href={link.href} className={classes.link}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
