import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json).
 * Must be registered before the routes so it sees them.
 */
export async function registerApiDocs(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: "MeshLink API", version: "0.1.0", description: "Marketplace for game-ready 3D assets." },
      // No `servers`: "Try it out" then calls the origin the docs were opened from.
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI's pages get their own CSP; over plain http (local runs) without
    // upgrade-insecure-requests, which would send its scripts to an https port nobody serves.
    staticCSP: true,
    transformStaticCSP: (header) =>
      publicUrl.startsWith("https:") ? header : header.replace(/\s*upgrade-insecure-requests;?/, ""),
    uiConfig: { validatorUrl: null },
  });
}
