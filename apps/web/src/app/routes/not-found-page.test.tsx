import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";

describe("404 page", () => {
  it("shows the spec text and a link home for an unknown route", async () => {
    renderApp("/no/such/page", { status: "signed-out" });
    expect(await screen.findByRole("heading", { name: "Oops! Looks like you're lost" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});
