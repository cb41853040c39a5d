import { useTheme } from "@/app/theme/use-theme";
import { Button } from "@/ui/button";
import { MoonIcon, SunIcon } from "@/ui/icons";

/** Header icon button so signed-out visitors can switch theme too (the user menu has the same toggle). */
export function ThemeToggleButton() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to Light Mode" : "Switch to Night Mode";
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
