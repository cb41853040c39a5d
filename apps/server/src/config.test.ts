import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig, repoRoot } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.join(repoRoot, "data"),
      databaseUrl: undefined,
      logLevel: "info",
      webDist: path.join(repoRoot, "apps/web/dist"),
      publicUrl: "http://localhost:3000",
      nodeEnv: "development",
    });
  });

  it("resolves relative paths against the repository root, not the working directory", () => {
    const config = loadConfig({ DATA_DIR: "./var/state", WEB_DIST: "/srv/web" });
    expect(config.dataDir).toBe(path.join(repoRoot, "var/state"));
    expect(config.webDist).toBe("/srv/web");
  });

  it("reads every variable it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://meshlink:secret@db:5432/meshlink",
      LOG_LEVEL: "debug",
      PUBLIC_URL: "https://meshlink.example/",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://meshlink:secret@db:5432/meshlink",
      logLevel: "debug",
      publicUrl: "https://meshlink.example",
      nodeEnv: "production",
    });
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: "abc" }, "Invalid configuration: PORT: expected a number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT: expected a number from 0 to 65535"],
    [{ DATABASE_URL: "mysql://db/meshlink" }, "DATABASE_URL: expected a URL such as postgres://"],
    [{ PUBLIC_URL: "localhost:3000" }, "PUBLIC_URL: expected an http(s) URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL: Invalid option"],
    [{ NODE_ENV: "staging" }, "NODE_ENV: Invalid option"],
  ])("names the bad variable in the error: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reports every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "y" })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });

  it("documents every variable with a description", () => {
    expect(configVariables.map((variable) => variable.name)).toEqual([
      "PORT",
      "HOST",
      "DATA_DIR",
      "DATABASE_URL",
      "LOG_LEVEL",
      "WEB_DIST",
      "PUBLIC_URL",
      "NODE_ENV",
    ]);
    for (const variable of configVariables) expect(variable.description).toBeTruthy();
    expect(configVariables.find((variable) => variable.name === "PORT")?.default).toBe("3000");
  });
});
