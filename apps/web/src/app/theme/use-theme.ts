import { useCallback, useSyncExternalStore } from "react";
import type { Theme } from "@meshlink/domain/constants/theme";
import { readTheme, subscribeTheme, writeTheme } from "@/app/theme/theme-store";

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => "light" as const);
  const toggleTheme = useCallback(() => writeTheme(readTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme: writeTheme, toggleTheme };
}
