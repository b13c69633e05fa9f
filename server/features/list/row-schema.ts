import { z } from "zod";
import { rowSchema } from "../../../shared/schemas/list.ts";
import type { FieldType, ResourceSpec, Row } from "./resource.ts";

/**
 * A resource's row as the list API sends it, built from its field declarations so that the
 * two cannot drift. Every field may be absent (the actor may not read it) or null (a column
 * without a value, or one its redaction blanked); rows may carry extra keys attached by refs
 * (`combo.course_ids`), hence a loose object.
 */
export function rowSchemaOf(spec: ResourceSpec): z.ZodType<Row> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    shape[name] = valueSchema(field.type).nullable().optional();
  }
  return rowSchema.extend(shape);
}

function valueSchema(type: FieldType): z.ZodType {
  switch (type.kind) {
    case "id":
    case "integer":
    case "number":
      return z.number();
    case "text":
    case "time":
      return z.string();
    // Flags are stored as 0/1 on both engines (dialect.ts toFlag).
    case "boolean":
      return z.union([z.boolean(), z.literal(0), z.literal(1)]);
    case "json":
      return z.unknown();
    case "enum":
      return z.enum(type.values as [string, ...string[]]);
  }
}
