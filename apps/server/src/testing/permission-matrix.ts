import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ACTORS, type Actor } from "./market-actors.ts";

// A row of the section-6 permission matrix: one route asked by every actor, each answer an HTTP
// status, or a status and the error message the spec prescribes.

type Cell = number | { status: number; error: string };
type Cells = Record<Actor, Cell>;
type Send = (actor: Actor) => Promise<LightMyRequestResponse>;

const NOT_SIGNED_IN = 401;
const FORBIDDEN = 403;

/** Every actor gets the same answer: the route does not depend on who calls it. */
export const anyone = (cell: Cell): Cells =>
  Object.fromEntries(ACTORS.map((actor) => [actor, cell])) as Cells;

/** Signed-in users get `cell`; anonymous is refused. */
export const signedIn = (cell: Cell): Cells => ({
  ...anyone(cell),
  anonymous: { status: NOT_SIGNED_IN, error: AUTH_ERRORS.notSignedIn },
});

/** Only the listed actors get their answer; other signed-in users `refused`, anonymous 401. */
export const only = (allowed: Partial<Cells>, refused: Cell = FORBIDDEN): Cells => ({
  ...signedIn(refused),
  ...allowed,
});

const statusOf = (cell: Cell) => (typeof cell === "number" ? cell : cell.status);

/**
 * The rows of one matrix and the routes they covered. `check` asks `route` (named as the OpenAPI
 * document names it: `POST /api/proposals/{id}/accept`) as every actor and compares all answers at
 * once, so a failure shows the whole row. Refusals go first: an allowed call may change the state
 * (an accepted proposal cannot be accepted again) and must not decide the cells after it.
 */
export function permissionMatrix() {
  const covered = new Set<string>();
  const check = async (route: string, cells: Cells, send: Send) => {
    covered.add(route);
    const order = [...ACTORS].sort(
      (a, b) => Number(statusOf(cells[a]) < 300) - Number(statusOf(cells[b]) < 300),
    );
    const answers: Partial<Cells> = {};
    for (const actor of order) {
      const reply = await send(actor);
      const expected = cells[actor];
      answers[actor] =
        typeof expected === "number"
          ? reply.statusCode
          : { status: reply.statusCode, error: reply.json<{ error?: string }>().error ?? reply.body };
    }
    expect(answers, route).toEqual(cells);
  };
  return { check, covered };
}

/** Wraps `send` to hand each successful answer to `keep` (the ids the next rows need). */
export const keeping =
  (send: Send, keep: (reply: LightMyRequestResponse, actor: Actor) => void): Send =>
  async (actor) => {
    const reply = await send(actor);
    if (reply.statusCode < 300) keep(reply, actor);
    return reply;
  };

/** `METHOD /path` of every route that changes something (any method but GET, HEAD, OPTIONS). */
export async function mutatingRoutes(app: FastifyInstance): Promise<string[]> {
  return (await documentedRoutes(app)).filter((route) => !/^(GET|HEAD|OPTIONS) /.test(route));
}

/**
 * `GET /path` of every read that refuses an anonymous caller with 401. Path parameters get a
 * well-formed placeholder; a read whose parameters it does not fit answers 400 and is not found.
 */
export async function signedInReads(app: FastifyInstance): Promise<string[]> {
  const reads = (await documentedRoutes(app)).filter((route) => route.startsWith("GET "));
  const refused: string[] = [];
  for (const route of reads) {
    const url = route.slice(4).replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
    if ((await app.inject({ method: "GET", url })).statusCode === NOT_SIGNED_IN) refused.push(route);
  }
  return refused;
}

async function documentedRoutes(app: FastifyInstance): Promise<string[]> {
  const reply = await app.inject({ method: "GET", url: "/api/docs/json" });
  const { paths } = reply.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
