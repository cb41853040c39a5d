import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

const tabs = [
  { label: "Assets", to: "/browse/assets" },
  { label: "Collections", to: "/browse/collections" },
  { label: "Users", to: "/browse/users" },
];

export function BrowseTabs() {
  return (
    <nav aria-label="Browse" className="mb-8 inline-flex rounded-xl border border-line bg-surface-muted p-1">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            cn(
              "rounded-lg px-4 py-1.5 text-sm font-medium",
              isActive ? "bg-surface-raised text-fg shadow-sm" : "text-fg-muted hover:text-fg",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
