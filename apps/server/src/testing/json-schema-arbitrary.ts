import fc from "fast-check";

/** The JSON Schema subset @fastify/swagger writes for the routes' zod schemas (OpenAPI 3.0). */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  $ref?: string;
};

const MAX_ITEMS = 4;

/**
 * Values the schema accepts (or nearly: a pattern's look-arounds and cross-field rules are not
 * modelled). `resolve` follows `$ref`s into the document's components.
 */
export function validValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<unknown> {
  const self = (inner: JsonSchema) => validValue(inner, resolve);
  if (schema.$ref) return self(resolve(schema.$ref));
  const value = plainValue(schema, self);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function plainValue(
  schema: JsonSchema,
  self: (inner: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(self));
  if (schema.allOf?.[0]) return self(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => self({ ...schema, type: one })));
  switch (type[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return numberValue(schema, type[0] === "integer");
    case "string":
      return stringValue(schema);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(self(schema.items ?? {}), { minLength, maxLength });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, self(inner)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowOpen = schema.exclusiveMinimum === true;
  const highOpen = schema.exclusiveMaximum === true;
  const min = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - 1 : schema.maximum;
  if (integer) {
    return fc.integer({
      min: Math.max(Number.MIN_SAFE_INTEGER, (min ?? -1e6) + (lowOpen ? 1 : 0)),
      max: Math.min(Number.MAX_SAFE_INTEGER, (max ?? 1e6) - (highOpen ? 1 : 0)),
    });
  }
  return fc.double({
    min: min ?? -1e6,
    max: max ?? 1e6,
    noNaN: true,
    minExcluded: lowOpen,
    maxExcluded: highOpen,
  });
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uri") return fc.webUrl();
  if (schema.format === "date-time") {
    return fc
      .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

/** Text a client may send where the schema wants something else: control bytes, escapes, huge, odd. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "%00",
    "%",
    "%E0%A4%A",
    "..%2F..%2Fetc%2Fpasswd",
    "not-a-uuid",
    "00000000-0000-0000-0000-00000000000g",
    "-1",
    "1e309",
    "NaN",
    "0x",
    "\u202e",
    "\ud800",
    "'; drop table users; --",
    "<script>",
    "a".repeat(5000),
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 30 }).map((text) => `${text}\u0000`),
);

/** Any JSON value, plus values of the schema's shape with hostile leaves. */
export function hostileValue(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    hostileText,
    fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308, true, null, [], {}),
  );
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  if (target.type === "object" && target.properties) {
    const shape = Object.fromEntries(
      Object.entries(target.properties).map(([key, inner]) => [
        key,
        fc.oneof(validValue(inner, resolve), hostileValue(inner, resolve)),
      ]),
    );
    return fc.oneof(fc.record(shape, { requiredKeys: [] }), leaf);
  }
  return fc.oneof({ arbitrary: leaf, weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 });
}
