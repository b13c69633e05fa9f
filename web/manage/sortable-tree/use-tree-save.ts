import { useT } from "../../app-context.tsx";
import { toast, toastError } from "../../feedback/toast.tsx";

/**
 * How a tree editor runs each write: says how it went, then loads the rows again, whatever
 * happened (a refused move shows the order the server kept). The reload is awaited, so that a
 * move stays shown until the rows loaded after it replace it.
 */
export function useTreeSave(reload: () => Promise<unknown>) {
  const t = useT();
  return async (work: () => Promise<unknown>, success?: "success.saved" | "success.deleted") => {
    try {
      await work();
      if (success) toast.success(t(success));
    } catch (error) {
      toastError(error);
    } finally {
      await reload();
    }
  };
}
