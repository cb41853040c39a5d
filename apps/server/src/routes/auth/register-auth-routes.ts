import type { FastifyInstance } from "fastify";
import type { AuthRoutesDeps } from "./auth-routes-deps.ts";
import { registerDemoAccountsRoute } from "./demo-accounts-route.ts";
import { registerRegistrationRoutes } from "./registration-routes.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { registerSignInRoutes } from "./sign-in-routes.ts";

/** Every /api/auth route (docs/decisions/003-auth.md). Needs registerRequireUser first. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  registerSignInRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  // Anywhere but the local chain the route does not exist (404): anvil's keys are public.
  if (deps.runsLocalChains) registerDemoAccountsRoute(app, deps);
}
