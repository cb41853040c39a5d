import { existsSync } from "node:fs";
import path from "node:path";
import { ZAddress } from "@meshlink/domain/entities/address";
import { ConfigError, loadConfig, repoRoot } from "../config.ts";
import { openDatabase } from "../db/open-database.ts";
import { makeAdmin } from "../services/users/make-admin.ts";

// `npm run user:admin -w apps/server -- <address>`: the only way besides the seed to make an admin
// (spec section 1); registration offers creator and studio only. Uses the configured database.
const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

const address = ZAddress.safeParse(process.argv[2] ?? "");
if (!address.success) {
  console.error("Usage: npm run user:admin -w apps/server -- <0x wallet address of a registered user>");
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase(config);
try {
  await database.migrate();
  if (!(await makeAdmin(database, address.data))) {
    console.error(`No user has registered the wallet ${address.data}; register it first.`);
    process.exitCode = 1;
  } else {
    console.log(`The user of ${address.data} is now an admin.`);
  }
} finally {
  await database.close();
}
