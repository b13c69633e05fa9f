import type { Config } from "../../config.ts";

/**
 * The route-level `serializerCompiler` of the list answers (the list API and course discovery):
 * in production the answer is written with `JSON.stringify`, not checked against its schema
 * first. Its rows come from the resource's own field declarations, which its schema is made
 * from, and the check cost about a tenth of an uncached answer. Undefined elsewhere: tests and
 * development keep Fastify's zod serializer, so a row that strays from its schema fails there
 * (docs/decisions/067).
 */
export function listAnswerSerializer(config: Config) {
  return config.env === "production" ? () => (data: unknown) => JSON.stringify(data) : undefined;
}
