// The schema.org description of a page, as JSON-LD in its head: the studio as an ExerciseGym with an Offer for each
// package of the live catalogue on the home page, a package's Service and Offer on its booking page, and a
// BlogPosting on each article. Typed with schema-dts, so a property schema.org does not define fails to compile.
import { blogCategoryLabels } from "@studio/validators/kinds";
import { studio } from "@studio/validators/studio";
import type {
  BlogPosting,
  ExerciseGym,
  ExerciseGymLeaf,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  Service,
  ServiceLeaf,
  WithContext,
} from "schema-dts";
import type { ArticlePost, CataloguePackage, PageSubject } from "./page-subject";

/** The site's pictures of the studio: the trainer, then the card a shared link shows. */
const STUDIO_IMAGES = ["/images/trainer-portrait.webp", "/images/og-card.png"];
const DEFAULT_IMAGE = "/images/og-card.png";

type Described = WithContext<ExerciseGym> | WithContext<Service> | WithContext<BlogPosting>;

const address: PostalAddress = {
  "@type": "PostalAddress",
  streetAddress: studio.gym.street,
  addressLocality: studio.gym.city,
  addressRegion: studio.gym.region,
  postalCode: studio.gym.postalCode,
  addressCountry: studio.gym.country,
};

/** The studio as other pages name it: one node (its @id) wherever it appears. */
function studioNode(site: URL): ExerciseGymLeaf {
  return {
    "@type": "ExerciseGym",
    "@id": new URL("/#studio", site).href,
    name: studio.name,
    url: new URL("/", site).href,
    telephone: studio.phoneHref.replace("tel:", ""),
    address,
  };
}

function offerOf(pkg: CataloguePackage, site: URL): Offer {
  return {
    "@type": "Offer",
    name: pkg.name,
    price: pkg.price,
    priceCurrency: "USD",
    // Listed only while the trainer offers it: a retired package leaves the catalogue and this list.
    availability: "https://schema.org/InStock",
    url: new URL(`/booking/${pkg.id}`, site).href,
    itemOffered: serviceOf(pkg),
  };
}

function serviceOf(pkg: CataloguePackage): ServiceLeaf {
  return {
    "@type": "Service",
    name: pkg.name,
    description: pkg.description,
    serviceType: pkg.serviceType,
  };
}

const openingHoursOf = (subject: PageSubject & { kind: "business" }): OpeningHoursSpecification[] =>
  subject.openingHours.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days,
    opens: period.opens,
    closes: period.closes,
  }));

function business(subject: PageSubject & { kind: "business" }, site: URL): WithContext<ExerciseGym> {
  return {
    "@context": "https://schema.org",
    ...studioNode(site),
    description: studio.tagline,
    image: STUDIO_IMAGES.map((image) => new URL(image, site).href),
    email: studio.email,
    geo: { "@type": "GeoCoordinates", ...studio.gym.geo },
    openingHoursSpecification: openingHoursOf(subject),
    sameAs: Object.values(studio.social),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Training packages",
      itemListElement: subject.packages.map((pkg) => offerOf(pkg, site)),
    },
  };
}

function packageService(pkg: CataloguePackage, site: URL): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    ...serviceOf(pkg),
    ...(pkg.imageUrl ? { image: new URL(pkg.imageUrl, site).href } : {}),
    provider: studioNode(site),
    areaServed: { "@type": "City", name: studio.gym.city },
    offers: offerOf(pkg, site),
  };
}

function blogPosting(post: ArticlePost, page: URL): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: new Date(post.publishAt).toISOString(),
    author: { "@type": "Person", name: post.author },
    image: new URL(post.coverImageUrl ?? DEFAULT_IMAGE, page).href,
    articleSection: blogCategoryLabels[post.category],
    url: page.href,
    mainEntityOfPage: page.href,
    publisher: studioNode(page),
  };
}

/** The page's description, with absolute addresses (a search engine reads it away from the site). */
export function describe(subject: PageSubject, pageUrl: string): Described {
  const page = new URL(pageUrl);
  page.search = "";
  page.hash = "";
  switch (subject.kind) {
    case "business":
      return business(subject, page);
    case "package":
      return packageService(subject.pkg, page);
    case "article":
      return blogPosting(subject.post, page);
  }
}

/**
 * The description as a script element of JSON-LD. Its text is data, never run, so the page's CSP has nothing to
 * allow; "<" is written as its escape, so no text (a post's title) can close the element or open a comment.
 */
export function jsonLdScript(subject: PageSubject, pageUrl: string): string {
  const json = JSON.stringify(describe(subject, pageUrl)).replaceAll("<", "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}
