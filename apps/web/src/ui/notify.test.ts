import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { isToastWanted, notify } from "@/ui/notify";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

describe("notify", () => {
  it("wants the Toaster (and sonner) only once a toast is shown", () => {
    expect(isToastWanted()).toBe(false);
    notify.info("first");
    expect(isToastWanted()).toBe(true);
  });

  it("maps the four spec toast types to sonner", async () => {
    notify.success("You have successfully listed your asset!");
    notify.info("info");
    notify.warning("warning");
    await vi.waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith("You have successfully listed your asset!");
      expect(toast.info).toHaveBeenLastCalledWith("info");
      expect(toast.warning).toHaveBeenCalledWith("warning");
    });
  });

  it("shows an error's message, or the fallback when it has none, in the order asked", async () => {
    notify.error(new Error("Login failed"));
    notify.error({}, "There was an error while listing your asset");
    await vi.waitFor(() => {
      expect(toast.error).toHaveBeenNthCalledWith(1, "Login failed");
      expect(toast.error).toHaveBeenNthCalledWith(2, "There was an error while listing your asset");
    });
  });
});
