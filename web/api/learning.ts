import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CERTIFICATE_PRELOAD_KEY,
  CertificateRecord,
  LearningOutline,
  LessonForLearning,
  MyCertificate,
  ProgressReport,
  ProgressResult,
} from "../../shared/schemas/learning.ts";
import { getAppData } from "../app-data.ts";
import { apiGet, apiPost } from "./client.ts";

// The learning player's calls (shared/schemas/learning.ts holds their shapes) and the
// certificates'. Types only from the shared schemas: the page does not need zod at run time.

export const PROGRESS_PATH = "/api/learning/progress";

export const learningOutlineKey = (courseId: number) => ["learning", "outline", courseId] as const;
export const learningLessonKey = (courseId: number, lessonId: number) =>
  ["learning", "lesson", courseId, lessonId] as const;

/** The course as the player lists it: lessons in playing order, progress, resume lesson. */
export function useLearningOutline(courseId: number) {
  return useQuery({
    queryKey: learningOutlineKey(courseId),
    queryFn: ({ signal }) =>
      apiGet<LearningOutline>("/api/learning/course", { courseId }, { signal }),
  });
}

/** One lesson with what its kind needs (media URLs, document, quiz). 403 when locked. */
export function useLearningLesson(courseId: number, lessonId: number, enabled = true) {
  return useQuery({
    queryKey: learningLessonKey(courseId, lessonId),
    queryFn: ({ signal }) =>
      apiGet<LessonForLearning>("/api/learning/lesson", { courseId, lessonId }, { signal }),
    enabled,
    // A refused or missing lesson is an answer, not a hiccup.
    retry: false,
  });
}

/**
 * Reports progress; the answer updates the outline in the cache (the lesson's completed mark,
 * the course's percent and status, the certificate once issued) without another call.
 */
export function useReportProgress(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ProgressReport) => apiPost<ProgressResult>(PROGRESS_PATH, report),
    onSuccess: (result, report) => {
      queryClient.setQueryData<LearningOutline>(learningOutlineKey(courseId), (outline) =>
        outline ? applyProgress(outline, report.lessonId, result) : outline,
      );
    },
  });
}

/** The outline after the server answered a progress report of one of its lessons. */
export function applyProgress(
  outline: LearningOutline,
  lessonId: number,
  result: ProgressResult,
): LearningOutline {
  return {
    ...outline,
    lessons: outline.lessons.map((lesson) =>
      lesson.id === lessonId
        ? { ...lesson, completed: lesson.completed || result.completed }
        : lesson,
    ),
    enrollment: outline.enrollment && {
      ...outline.enrollment,
      progress_percent: result.progressPercent,
      status: result.enrollmentStatus ?? outline.enrollment.status,
      last_lesson_id: lessonId,
    },
    certificate: result.certificateCode ? { code: result.certificateCode } : outline.certificate,
  };
}

/**
 * The last position of a lesson when the page is hidden or left: `sendBeacon` is the one call
 * the browser still delivers after the page is gone (JSON as a Blob, so the server parses it
 * like any other report). Falls back to a keep-alive fetch where there is no beacon.
 */
export function sendProgressBeacon(report: ProgressReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon(PROGRESS_PATH, new Blob([body], { type: "application/json" }))) return;
  }
  void fetch(PROGRESS_PATH, {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body,
  }).catch(() => undefined);
}

export const certificateKey = (code: string) => ["certificate", code] as const;

/**
 * The page data's key of a certificate page's record. Spelled out, and checked against the
 * shared constant by its type, because importing the value would bring the schemas' zod code
 * to the public certificate page.
 */
const CERTIFICATE_PRELOAD: typeof CERTIFICATE_PRELOAD_KEY = "certificate";

/** The certificate the server put into the page data of its verification page, if this one. */
function preloadedCertificate(code: string): CertificateRecord | undefined {
  const record = getAppData().preload[CERTIFICATE_PRELOAD] as CertificateRecord | undefined;
  return record?.code === code ? record : undefined;
}

/** A certificate by its code, for anyone (the public verification page). */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: certificateKey(code),
    queryFn: ({ signal }) =>
      apiGet<CertificateRecord>("/api/certificate/get", { code }, { signal }),
    initialData: () => preloadedCertificate(code),
    retry: false,
  });
}

/** The PDF of a certificate (an attachment: the browser downloads it). */
export const certificatePdfUrl = (code: string) =>
  `/api/certificate/pdf?code=${encodeURIComponent(code)}`;

/** The signed-in student's certificates, for the library's cards. */
export function useMyCertificates(enabled = true) {
  return useQuery({
    queryKey: ["certificate", "mine"],
    queryFn: ({ signal }) => apiGet<MyCertificate[]>("/api/certificate/mine", {}, { signal }),
    enabled,
  });
}
