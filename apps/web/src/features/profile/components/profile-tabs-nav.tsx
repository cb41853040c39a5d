import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, NavLink } from "react-router";
import {
  moreTabs,
  profileTabs,
  type ProfileTab,
  type ProfileTabDefinition,
} from "@/features/profile/profile-tabs";
import { cn } from "@/lib/cn";

const tabClass = (active: boolean) =>
  cn(
    "inline-flex h-10 items-center border-b-2 px-1 text-sm font-medium whitespace-nowrap transition-colors",
    active
      ? "border-indigo-600 text-fg dark:border-indigo-400"
      : "border-transparent text-fg-muted hover:border-line hover:text-fg",
  );

const href = (basePath: string, tab: ProfileTabDefinition) =>
  tab.path ? `${basePath}/${tab.path}` : basePath;

export function ProfileTabsNav({ basePath, activeTab }: { basePath: string; activeTab: ProfileTab }) {
  const moreActive = moreTabs.includes(activeTab);
  return (
    <nav aria-label="Profile sections" className="border-b border-line">
      <ul className="-mb-px flex gap-6 overflow-x-auto">
        {profileTabs.map((tab) => (
          <li key={tab.tab} className={moreTabs.includes(tab.tab) ? "sm:hidden" : undefined}>
            <NavLink to={href(basePath, tab)} end className={({ isActive }) => tabClass(isActive)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
        <li className="hidden sm:block">
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={tabClass(moreActive)}>More...</DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={4}
                className="z-50 min-w-44 rounded-xl border border-line bg-surface-raised p-1.5 text-fg shadow-xl"
              >
                {profileTabs
                  .filter((tab) => moreTabs.includes(tab.tab))
                  .map((tab) => (
                    <DropdownMenu.Item
                      key={tab.tab}
                      asChild
                      className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-indigo-500/10"
                    >
                      <Link to={href(basePath, tab)}>{tab.label}</Link>
                    </DropdownMenu.Item>
                  ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </li>
      </ul>
    </nav>
  );
}
