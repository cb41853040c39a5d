import { THEME_TOGGLE_LABELS, THEMES } from "@meshlink/domain/constants/theme";
import { useTheme } from "@/app/theme/use-theme";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { AccountSettings } from "@/features/settings/components/account-settings";
import { SettingsSection } from "@/features/settings/components/settings-section";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

// The toggle label names the theme a click switches to, so the option for light is dark's label.
const themeOptions = THEMES.map((value) => ({
  value,
  label: THEME_TOGGLE_LABELS[value === "light" ? "dark" : "light"],
}));

/** /account/settings (spec section 2): profile, images, wallets and appearance. */
export function SettingsPage() {
  const { theme, setTheme } = useTheme();
  const { updateUser } = useAuth();
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Account" title="Settings" />
      <div className="space-y-6">
        <AccountSettings onUserChanged={updateUser} />
        <SettingsSection title="Appearance">
          <fieldset>
            <legend className="sr-only">Theme</legend>
            <div className="flex flex-wrap gap-3">
              {themeOptions.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-2 text-sm has-[:checked]:border-indigo-500"
                >
                  <input
                    type="radio"
                    name="theme"
                    value={option.value}
                    checked={theme === option.value}
                    onChange={() => setTheme(option.value)}
                    className="accent-indigo-600"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </SettingsSection>
      </div>
    </Container>
  );
}
