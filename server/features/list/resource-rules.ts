import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import type { ResourceSpec, Row } from "./resource.ts";

export type Registry = Readonly<Record<string, ResourceSpec>>;

export function readableFields(spec: ResourceSpec, actor: Actor): string[] {
  return Object.entries(spec.fields)
    .filter(([, field]) => !field.readableBy || field.readableBy(actor))
    .map(([name]) => name);
}

export function findResource(registry: Registry, name: string): ResourceSpec {
  const spec = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!spec) throw new AppError("NOT_FOUND", "errors.unknownResource", { resource: name });
  return spec;
}

export function decodeJsonFields(spec: ResourceSpec, rows: Row[]): void {
  const jsonFields = Object.entries(spec.fields)
    .filter(([, f]) => f.type.kind === "json")
    .map(([name]) => name);
  if (jsonFields.length === 0) return;
  for (const row of rows) {
    for (const name of jsonFields) {
      const value = row[name];
      if (typeof value === "string") {
        try {
          row[name] = JSON.parse(value);
        } catch {
          row[name] = null; // a broken value is not the client's problem; the write path validates
        }
      }
    }
  }
}
