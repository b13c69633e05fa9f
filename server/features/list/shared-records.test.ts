import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { enrollmentRecordSchema } from "../../../shared/schemas/enrollments.ts";
import { orderRowSchema } from "../../../shared/schemas/orders.ts";
import {
  ATTACHED_BY_REFS,
  activityRecordSchema,
  articleCategoryRecordSchema,
  articleRecordSchema,
  bannerRecordSchema,
  chapterRecordSchema,
  comboRecordSchema,
  courseRecordSchema,
  imageRecordSchema,
  invoiceOrderRecordSchema,
  lessonRecordSchema,
  managedQuestionRecordSchema,
  managedUserRecordSchema,
  mediaRecordSchema,
  orderItemRecordSchema,
  promotionRecordSchema,
  questionGroupRecordSchema,
  questionRecordSchema,
  quizRecordSchema,
  studentRecordSchema,
  userRecordSchema,
} from "../../../shared/schemas/records.ts";
import { registry } from "./registry.ts";
import type { FieldType } from "./resource.ts";

/**
 * The web's record schemas (shared/schemas/records.ts) name only fields the server declares,
 * with the same kind: a renamed or retyped column fails here, not on a screen.
 */
type RecordSchema = z.ZodObject<z.ZodRawShape>;

const CHECKED: [string, RecordSchema, string[]][] = [
  ["course", courseRecordSchema, ["course"]],
  ["image", imageRecordSchema, ["image"]],
  ["promotion", promotionRecordSchema, ["promotion"]],
  ["user", userRecordSchema, ["user"]],
  ["managed user", managedUserRecordSchema, ["user"]],
  ["student", studentRecordSchema, ["user"]],
  ["article", articleRecordSchema, ["article"]],
  ["article category", articleCategoryRecordSchema, ["article_category"]],
  ["media", mediaRecordSchema, ["image", "video", "audio", "document"]],
  ["combo", comboRecordSchema, ["combo"]],
  ["banner", bannerRecordSchema, ["banner"]],
  ["order item", orderItemRecordSchema, ["order_item"]],
  ["activity", activityRecordSchema, ["activity_log"]],
  ["order", orderRowSchema, ["order"]],
  ["invoice order", invoiceOrderRecordSchema, ["order"]],
  ["enrollment", enrollmentRecordSchema, ["enrollment"]],
  ["chapter", chapterRecordSchema, ["chapter"]],
  ["lesson", lessonRecordSchema, ["lesson"]],
  ["quiz", quizRecordSchema, ["quiz"]],
  ["question group", questionGroupRecordSchema, ["question_group"]],
  ["question", questionRecordSchema, ["question"]],
  ["managed question", managedQuestionRecordSchema, ["question"]],
];

/** The zod kind a declared field's values have on the wire (list/row-schema.ts). */
function wireKind(type: FieldType): string {
  switch (type.kind) {
    case "id":
    case "integer":
    case "number":
      return "number";
    case "text":
    case "time":
      return "string";
    case "json":
      return "json";
    case "boolean":
      return "boolean";
    case "enum":
      return `enum:${[...type.values].sort().join(",")}`;
  }
}

/** The kind a record schema's field accepts, through optional and nullable. */
function schemaKind(schema: z.ZodType): string {
  const def = schema.def as { type: string; innerType?: z.ZodType; entries?: object };
  if (def.type === "optional" || def.type === "nullable") {
    return schemaKind(def.innerType as z.ZodType);
  }
  if (def.type === "enum")
    return `enum:${Object.keys(def.entries ?? {})
      .sort()
      .join(",")}`;
  // z.custom: a JSON column; z.unknown: a JSON column the reader does not type.
  if (def.type === "custom" || def.type === "unknown") return "json";
  // Flags: 0/1 or a boolean (list/row-schema.ts).
  if (def.type === "union") return "boolean";
  return def.type;
}

const isOptional = (schema: z.ZodType) => schema.def.type === "optional";

describe("shared record schemas", () => {
  for (const [label, schema, resources] of CHECKED) {
    it(`${label}: every field is declared by its resource, with the same kind`, () => {
      const problems: string[] = [];
      for (const [name, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
        if ((ATTACHED_BY_REFS as readonly string[]).includes(name)) continue;
        const declaring = resources.filter((r) => registry[r]?.fields[name]);
        // A required field must be in every resource the schema reads; an optional one in one.
        if (declaring.length === 0 || (!isOptional(field) && declaring.length < resources.length)) {
          problems.push(`${name}: not declared by ${resources.join("/")}`);
          continue;
        }
        for (const r of declaring) {
          const declared = wireKind(registry[r]?.fields[name]?.type as FieldType);
          if (declared !== schemaKind(field)) {
            problems.push(`${name}: ${r} sends ${declared}, the schema reads ${schemaKind(field)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("notices a field the resource does not declare (the check cannot pass vacuously)", () => {
    expect(registry.course?.fields.name).toBeDefined();
    expect(registry.course?.fields.no_such_field).toBeUndefined();
    expect(schemaKind(courseRecordSchema.shape.delivery)).toMatch(/^enum:/);
    expect(schemaKind(courseRecordSchema.shape.price)).toBe("number");
  });
});
