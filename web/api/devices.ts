import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Device } from "../../shared/schemas/devices.ts";
import { apiGet, apiPost } from "./client.ts";

const DEVICES_KEY = ["account", "devices"] as const;

/** The devices signed in to the account, the current one marked (most recently active first). */
export function useDevices() {
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: ({ signal }) => apiGet<Device[]>("/api/account/devices", undefined, { signal }),
  });
}

/** Signs out one device (`id`) or every other one (`null`); answers the server's message. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? apiPost<{ message: string }>("/api/account/devices/sign-out-others")
        : apiPost<{ message: string }>("/api/account/devices/sign-out", { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
