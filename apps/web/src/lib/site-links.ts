// Every link the shell shows lives here so marketing and community URLs change in one place.
// Spec section 2 names the entries but not the external addresses: confirm these before launch.

export type SiteLink = { label: string; href: string; external: boolean };

export const headerLinks: SiteLink[] = [
  { label: "Browse", href: "/browse/assets", external: false },
  { label: "List", href: "/account/listed", external: false },
  { label: "Register", href: "/register", external: false },
];

export const footerMenuLinks: SiteLink[] = [
  { label: "Home", href: "/", external: false },
  { label: "Infinity Heroes", href: "https://infinityheroes.io", external: true },
  { label: "Documentation", href: "https://docs.meshlink.io", external: true },
  { label: "Whitepaper", href: "https://docs.meshlink.io/whitepaper", external: true },
  { label: "Contact", href: "mailto:hello@meshlink.io", external: true },
  { label: "Privacy", href: "https://meshlink.io/privacy", external: true },
];

export const footerConnectLinks: SiteLink[] = [
  { label: "X", href: "https://x.com/meshlink", external: true },
  { label: "Telegram", href: "https://t.me/meshlink", external: true },
  { label: "Linkedin", href: "https://www.linkedin.com/company/meshlink", external: true },
  { label: "Discord", href: "https://discord.gg/meshlink", external: true },
  { label: "YouTube", href: "https://www.youtube.com/@meshlink", external: true },
];

/** Spec section 2: the user menu's destinations (the theme toggle and Log out are actions). */
export const userMenuLinks: SiteLink[] = [
  { label: "Profile", href: "/account", external: false },
  { label: "Create Nft", href: "/asset/create", external: false },
  { label: "Create Collection", href: "/collection/create", external: false },
  { label: "Settings", href: "/account/settings", external: false },
];
