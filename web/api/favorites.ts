import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PAGE_SIZE } from "../../shared/constants.ts";
import type { FavoritesList } from "../../shared/schemas/enrollments.ts";
import { apiGet, apiPost, listQuery } from "./client.ts";
import type { FavoriteRow, ListResult } from "./records.ts";

// Favourites of the signed-in user (docs/product/api.md): "do I like this course?" is the favourites
// list filtered on the course, limit 1, its total read; liking and unliking are two calls.

export const favoriteKey = (courseId: number) => ["favorite", courseId] as const;

export function fetchIsFavorite(courseId: number, signal?: AbortSignal): Promise<boolean> {
  const query = listQuery({ filters: [["course_id", "=", courseId]], limit: 1 });
  return apiGet<{ total: number }>("/api/library/favorites", query, { signal }).then(
    (answer) => answer.total > 0,
  );
}

/** Whether the user likes the course; a visitor likes nothing and asks nothing. */
export function useIsFavorite(courseId: number, signedIn: boolean) {
  return useQuery({
    queryKey: favoriteKey(courseId),
    queryFn: ({ signal }) => fetchIsFavorite(courseId, signal),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/**
 * Likes or unlikes at once (docs/product/states-and-learning.md: optimistic), putting the previous state back when the
 * server refuses; `onError` gets the failure to show.
 */
export function useToggleFavorite(courseId: number, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = favoriteKey(courseId);
  return useMutation({
    mutationFn: (liked: boolean) =>
      apiPost(liked ? "/api/library/favor" : "/api/library/unfavor", { courseId }),
    onMutate: async (liked: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, liked);
      return { previous };
    },
    onError: (error, _liked, context) => {
      queryClient.setQueryData(key, context?.previous ?? false);
      onError(error);
    },
    // The favourites tab lists what was liked: read again when it is next shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

export type { FavoriteRow };

/** What a favourite's course card shows: the course, its images, creator and promotion. */
export const FAVORITE_CARD_REFS = [
  "course",
  "course_image",
  "course_user",
  "course_promotion",
] as const;

export const FAVORITES_KEY = ["favorites"] as const;

/** The signed-in user's favourites, most recently liked first, PAGE_SIZE at a time. */
export function useFavorites(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: FAVORITES_KEY,
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiGet<FavoritesList>(
        "/api/library/favorites",
        listQuery({
          orders: [["create_time", "desc"]],
          refNames: FAVORITE_CARD_REFS,
          limit: PAGE_SIZE,
          offset: pageParam,
        }),
        { signal },
      );
      // A favourite is keyed by its course (it has no id of its own): flattenPages drops
      // repeats by id, which would keep only the first favourite.
      const items = page.items.map((item) => ({ ...item, id: item.course_id }));
      // Refs are records of their resources (ids included), as every list answer's are.
      return { ...page, items, refs: page.refs as ListResult["refs"] };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled,
  });
}
