import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/ui/notify";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

describe("notify", () => {
  it("maps the four spec toast types to sonner", () => {
    notify.success("You have successfully listed your asset!");
    notify.info("info");
    notify.warning("warning");
    expect(toast.success).toHaveBeenCalledWith("You have successfully listed your asset!");
    expect(toast.info).toHaveBeenCalledWith("info");
    expect(toast.warning).toHaveBeenCalledWith("warning");
  });

  it("shows an error's message, or the fallback when it has none", () => {
    notify.error(new Error("Login failed"));
    notify.error({}, "There was an error while listing your asset");
    expect(toast.error).toHaveBeenNthCalledWith(1, "Login failed");
    expect(toast.error).toHaveBeenNthCalledWith(2, "There was an error while listing your asset");
  });
});
