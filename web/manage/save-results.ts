import type { Translate } from "../app-context.tsx";
import { toast } from "../feedback/toast.tsx";

/**
 * Runs one save per record and reports them together (docs/product/validation-and-errors.md "Error catalogue"): all saved, "Some changes
 * have been saved, some not" with the first refusal, or the refusal when nothing was saved.
 * Returns how many succeeded.
 */
export async function saveEach<T>(
  records: readonly T[],
  save: (record: T) => Promise<unknown>,
  t: Translate,
): Promise<number> {
  const outcomes = await Promise.allSettled(records.map(save));
  const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
  const saved = outcomes.length - failures.length;
  const firstReason =
    failures[0]?.reason instanceof Error ? failures[0].reason.message : t("errors.default");
  if (failures.length === 0) toast.success(t("success.saved"));
  else if (saved > 0) toast.warn(`${t("errors.partialSave")}: ${firstReason}`);
  else toast.error(firstReason);
  return saved;
}
