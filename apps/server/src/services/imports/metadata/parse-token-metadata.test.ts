import { ZAssetMetadataRequest } from "@meshlink/domain/create-asset.types";
import { describe, expect, it } from "vitest";
import { MAX_PROPERTIES, parseTokenMetadata } from "./parse-token-metadata.ts";

const parsed = (json: unknown) => parseTokenMetadata(Buffer.from(JSON.stringify(json)));

describe("parseTokenMetadata", () => {
  it("keeps the OpenSea fields: name, description, image, attributes as properties", () => {
    const metadata = parsed({
      name: "Crate",
      description: "A **wooden** crate",
      image: "ipfs://bafy/crate.png",
      attributes: [
        { trait_type: "Material", value: "Wood" },
        { trait_type: "Weight", value: 12.5 },
        { trait_type: "Stackable", value: true },
      ],
    });
    expect(metadata).toEqual({
      name: "Crate",
      description: "A **wooden** crate",
      image: "ipfs://bafy/crate.png",
      properties: [
        { name: "Material", value: "Wood" },
        { name: "Weight", value: 12.5 },
        { name: "Stackable", value: "true" },
      ],
    });
  });

  it("takes image_url when there is no image, and loses only the fields of the wrong type", () => {
    const metadata = parsed({
      name: { x: 1 },
      description: 7,
      image_url: " https://x.test/i.png ",
      attributes: "no",
    });
    expect(metadata).toEqual({ name: null, description: "", image: "https://x.test/i.png", properties: [] });
  });

  it("bounds every value to the asset form's limits and drops attributes it cannot name", () => {
    const metadata = parsed({
      name: `  ${"n".repeat(300)}\u0000\n`,
      description: `${"d".repeat(6000)}`,
      attributes: [
        ...Array.from({ length: 150 }, (_, i) => ({
          trait_type: `t${i}`.padEnd(150, "x"),
          value: "v".repeat(900),
        })),
      ],
    });
    expect(metadata.name).toHaveLength(200);
    expect(metadata.description).toHaveLength(5000);
    expect(metadata.properties).toHaveLength(MAX_PROPERTIES);
    expect(ZAssetMetadataRequest.shape.properties.safeParse(metadata.properties).success).toBe(true);
    const unnamed = parsed({
      attributes: [{ value: "x" }, { trait_type: " ", value: 1 }, { trait_type: "N", value: null }],
    });
    expect(unnamed.properties).toEqual([]);
  });

  it("holds the description to the stored-text allow-list and names to plain text without control characters", () => {
    const metadata = parsed({
      name: "Crate\u0000<script>\r\nalert(1)",
      description: '<img src=x onerror=alert(1)><a href="javascript:x">link</a> <style>body{}</style>ok',
    });
    expect(metadata.name).toBe("Crate <script> alert(1)");
    expect(metadata.description).not.toMatch(/<img|<a|onerror|href|<style/);
    expect(metadata.description).toContain("link");
  });

  it("refuses bytes that are not a JSON object, for good", () => {
    for (const bytes of ["{name:", "[1,2]", "null", "\u00ff\u00fe"]) {
      expect(() => parseTokenMetadata(Buffer.from(bytes))).toThrow(
        expect.objectContaining({ permanent: true }),
      );
    }
  });
});
