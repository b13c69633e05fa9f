import type { Actor } from "../../policies/actor.ts";
import type { FieldSpec } from "./resource.ts";

/** Short builders for resource field declarations. */

type Options = Pick<FieldSpec, "filter" | "order" | "readableBy">;

export const id = (o: Options = { filter: true, order: true }): FieldSpec => ({
  type: { kind: "id" },
  ...o,
});
export const integer = (o: Options = {}): FieldSpec => ({ type: { kind: "integer" }, ...o });
export const number = (o: Options = {}): FieldSpec => ({ type: { kind: "number" }, ...o });
export const text = (o: Options = {}): FieldSpec => ({ type: { kind: "text" }, ...o });
export const time = (o: Options = {}): FieldSpec => ({ type: { kind: "time" }, ...o });
export const flag = (o: Options = {}): FieldSpec => ({ type: { kind: "boolean" }, ...o });
export const json = (o: Pick<FieldSpec, "readableBy"> = {}): FieldSpec => ({
  type: { kind: "json" },
  ...o,
});
export const oneOf = (values: readonly string[], o: Options = {}): FieldSpec => ({
  type: { kind: "enum", values },
  ...o,
});

export const FILTER = { filter: true } as const;
export const FILTER_ORDER = { filter: true, order: true } as const;

/** Restricts a field to actors for whom `can` holds, keeping its filter/order flags. */
export const only = (can: (actor: Actor) => boolean, field: FieldSpec): FieldSpec => ({
  ...field,
  readableBy: can,
});
