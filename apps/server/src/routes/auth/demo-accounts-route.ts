import { ZDemoAccountsResponse } from "@meshlink/domain/auth/demo-accounts.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listDemoAccounts } from "../../services/auth/list-demo-accounts.ts";
import type { AuthRoutesDeps } from "./auth-routes-deps.ts";

/** GET /api/auth/demo-accounts: registered only while the server runs local chains. */
export function registerDemoAccountsRoute(app: FastifyInstance, deps: Pick<AuthRoutesDeps, "db">) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/auth/demo-accounts",
    {
      schema: {
        tags: ["auth"],
        summary: "The local chain's anvil accounts the Demo wallet offers, with the user on each",
        response: { 200: ZDemoAccountsResponse },
      },
    },
    async () => ({ status: "success" as const, data: await listDemoAccounts(deps) }),
  );
}
