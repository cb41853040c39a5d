import fc from "fast-check";
import { hostileText, hostileValue, type JsonSchema, validValue } from "./json-schema-arbitrary.ts";

/** The parts of the served OpenAPI document (/api/docs/json) a request is generated from. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Operation = {
  parameters?: { in: "path" | "query" | "header"; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export type FuzzMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
export type FuzzRequest = {
  method: FuzzMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

// Bodies a JSON parser must refuse politely, and documents that test what the handlers trust.
const MALFORMED_BODIES = [
  "",
  "{",
  '{"a":',
  "nul",
  "\u0000",
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${"[".repeat(2000)}${"]".repeat(2000)}`,
  "\ufeff{}",
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data",
  "application/octet-stream",
  "",
];
// Escapes that only exist in the raw URL, never after encodeURIComponent.
const RAW_SEGMENTS = ["%00", "%", "%zz", "%E0%A4%A", "%2e%2e", "%2F", "%C0%AF"];

/**
 * Every operation of the document as an arbitrary of requests: path, query and body values drawn
 * from each schema, valid or hostile, with content types, raw escapes and credentials varied.
 */
export function requestArbitraries(
  document: OpenApiDocument,
  authorization: string,
): { name: string; requests: fc.Arbitrary<FuzzRequest> }[] {
  const resolve = (ref: string): JsonSchema => {
    const schema = document.components?.schemas?.[ref.split("/").at(-1) ?? ""];
    if (!schema) throw new Error(`unresolved ${ref}`);
    return schema;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      requests: requestFor(method.toUpperCase() as FuzzMethod, path, operation, resolve, authorization),
    })),
  );
}

function requestFor(
  method: FuzzMethod,
  path: string,
  operation: Operation,
  resolve: (ref: string) => JsonSchema,
  authorization: string,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const value = (schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: validValue(schema, resolve).map(text), weight: 2 },
      { arbitrary: hostileText, weight: 1 },
    );
  const pathValues = fc.record(
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => [
          parameter.name,
          fc.oneof(
            { arbitrary: value(parameter.schema).map(encodeSegment), weight: 4 },
            { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
          ),
        ]),
    ),
  );
  const query = fc.tuple(
    ...parameters
      .filter((parameter) => parameter.in === "query")
      .map((parameter) =>
        fc.option(
          value(parameter.schema).map((given) => `${parameter.name}=${encodeSegment(given)}`),
          {
            freq: 3,
          },
        ),
      ),
    fc.option(
      fc.constantFrom(...RAW_SEGMENTS).map((raw) => `${raw}=${raw}`),
      { freq: 4 },
    ),
  );
  const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
  const body = fc.oneof(
    {
      arbitrary: jsonSchema
        ? fc.oneof(validValue(jsonSchema, resolve), hostileValue(jsonSchema, resolve)).map(stringify)
        : fc.constant(undefined),
      weight: 4,
    },
    { arbitrary: fc.constantFrom(...MALFORMED_BODIES), weight: 1 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 200 }), weight: 1 },
  );
  const contentType = fc.oneof(
    { arbitrary: fc.constant("application/json"), weight: 4 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
  );
  const credentials = fc.constantFrom(authorization, authorization, "", "Bearer forged", "Basic YTpi");

  return fc
    .record({ pathValues, query, body, contentType, credentials })
    .map(({ pathValues, query, body, contentType, credentials }) => {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? "x");
      const search = query.filter((part): part is string => part !== null).join("&");
      const headers: Record<string, string> = {};
      if (credentials) headers.authorization = credentials;
      const sendsBody = method !== "GET" && body !== undefined;
      if (sendsBody && contentType) headers["content-type"] = contentType;
      return {
        method,
        url: search ? `${filled}?${search}` : filled,
        headers,
        ...(sendsBody && { payload: body }),
      };
    });
}

const text = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));
const stringify = (value: unknown): string | undefined => JSON.stringify(value);

// A lone surrogate cannot be percent-encoded; it travels as the bytes a careless client sends.
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}
