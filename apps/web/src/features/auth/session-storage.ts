import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";

export function clearSession(): void {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) sessionStorage.removeItem(key);
}
