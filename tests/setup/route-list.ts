import type { FastifyInstance } from "fastify";

/**
 * Every route of the app as "METHOD path", read from Fastify's own route tree (HEAD is the
 * automatic twin of GET). `printRoutes` shows each node's path relative to its parent.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = parents.join("") + match[2]!;
    parents.push(match[2]!);
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
