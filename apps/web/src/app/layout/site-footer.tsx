import { Link } from "react-router";
import { LogoLink } from "@/app/layout/logo-link";
import { footerConnectLinks, footerMenuLinks, type SiteLink } from "@/lib/site-links";
import { Container } from "@/ui/container";

const linkClass = "rounded text-sm text-fg-muted transition-colors hover:text-fg";

function FooterLink({ link }: { link: SiteLink }) {
  if (!link.external) {
    return (
      <Link to={link.href} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {link.label}
    </a>
  );
}

function FooterGroup({ title, links }: { title: string; links: SiteLink[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold tracking-widest text-fg uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface-muted">
      <Container className="grid gap-10 py-12 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <LogoLink />
          <p className="mt-4 text-sm text-fg-muted">
            The marketplace where creators and game studios trade and connect game-ready 3D assets minted as
            tokens.
          </p>
        </div>
        <FooterGroup title="MENU" links={footerMenuLinks} />
        <FooterGroup title="CONNECT" links={footerConnectLinks} />
      </Container>
      <Container className="border-t border-line py-6 text-xs text-fg-muted">
        © {new Date().getFullYear()} MeshLink
      </Container>
    </footer>
  );
}
