import type { ComponentType } from "react";
import { createBrowserRouter, data, type RouteObject } from "react-router";
import { matchRoute, ROUTES, type RouteKey } from "../shared/routes.ts";
import { ChunkLoadFailed, RouteError } from "./components/RouteError.tsx";
import { AppFrame } from "./frame/AppFrame.tsx";
import { loadBackOfficeMessages } from "./i18n/deferred-back-office.ts";
import { DefaultLayout } from "./layouts/DefaultLayout.tsx";
import { loadChunk } from "./load-chunk.ts";
import { loadAllStyles } from "./styles/load-all-styles.ts";

type PageModule = { default: ComponentType };

/**
 * The pages built so far, by route key of shared/routes.ts. A route without an entry here is
 * deliberately not bound: its path falls through to the not-found page until later work adds
 * the page (the server still knows the route, so it answers such paths with 200).
 */
export const PAGES: Partial<Record<RouteKey, () => Promise<PageModule>>> = {
  home: () => import("./pages/public/HomePage.tsx"),
  course: () => import("./pages/public/course/CoursePage.tsx"),
  article_discovery: () => import("./pages/public/articles/ArticleDiscoveryPage.tsx"),
  article: () => import("./pages/public/articles/ArticlePage.tsx"),
  terms_and_conditions: () => import("./pages/public/articles/ContentArticlePage.tsx"),
  privacy_policy: () => import("./pages/public/articles/ContentArticlePage.tsx"),
  help: () => import("./pages/public/articles/ContentArticlePage.tsx"),
  course_discovery: () => import("./pages/public/discovery/CourseDiscoveryPage.tsx"),
  combo_discovery: () => import("./pages/public/combos/ComboDiscoveryPage.tsx"),
  combo: () => import("./pages/public/combos/ComboPage.tsx"),
  promotion_discovery: () => import("./pages/public/promotions/PromotionDiscoveryPage.tsx"),
  promotion: () => import("./pages/public/promotions/PromotionPage.tsx"),
  user_profile: () => import("./pages/public/profile/UserProfilePage.tsx"),
  forbidden_error: () => import("./pages/errors/ForbiddenPage.tsx"),
  unexpected_error: () => import("./pages/errors/UnexpectedPage.tsx"),
  login: () => import("./pages/auth/LoginPage.tsx"),
  register: () => import("./pages/auth/RegisterPage.tsx"),
  forgot_password: () => import("./pages/auth/ForgotPasswordPage.tsx"),
  reset_password: () => import("./pages/auth/ResetPasswordPage.tsx"),
  verify_email: () => import("./pages/auth/VerifyEmailPage.tsx"),
  account: () => import("./pages/account/AccountPage.tsx"),
  notifications: () => import("./pages/notifications/NotificationsPage.tsx"),
  library: () => import("./pages/library/LibraryPage.tsx"),
  learning: () => import("./pages/learn/LearningPage.tsx"),
  learning_resume: () => import("./pages/learn/LearningPage.tsx"),
  certificate: () => import("./pages/certificate/CertificatePage.tsx"),
  checkout: () => import("./pages/checkout/CheckoutPage.tsx"),
  dashboard: () => import("./pages/manage/DashboardPage.tsx"),
  user_management: () => import("./pages/manage/UserManagementPage.tsx"),
  user_action_management: () => import("./pages/manage/UserActionManagementPage.tsx"),
  transaction_management: () => import("./pages/manage/TransactionManagementPage.tsx"),
  enrollment_management: () => import("./pages/manage/EnrollmentManagementPage.tsx"),
  article_management: () => import("./pages/manage/ArticleManagementPage.tsx"),
  article_category_management: () => import("./pages/manage/ArticleCategoryManagementPage.tsx"),
  banner_management: () => import("./pages/manage/BannerManagementPage.tsx"),
  image_management: () => import("./pages/manage/ImageManagementPage.tsx"),
  video_management: () => import("./pages/manage/VideoManagementPage.tsx"),
  audio_management: () => import("./pages/manage/AudioManagementPage.tsx"),
  document_management: () => import("./pages/manage/DocumentManagementPage.tsx"),
  course_management: () => import("./pages/manage/CourseManagementPage.tsx"),
  chapter_management: () => import("./pages/manage/ChapterManagementPage.tsx"),
  lesson_management: () => import("./pages/manage/LessonManagementPage.tsx"),
  quiz_management: () => import("./pages/manage/QuizManagementPage.tsx"),
  promotion_management: () => import("./pages/manage/PromotionManagementPage.tsx"),
  combo_management: () => import("./pages/manage/ComboManagementPage.tsx"),
};

/**
 * The pages a visitor browses: they use only the messages every page has, so they render
 * without the back-office part of the catalogue (web/i18n/deferred-back-office.ts).
 */
export const STOREFRONT_PAGES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  "home",
  "course_discovery",
  "course",
  "combo_discovery",
  "combo",
  "promotion_discovery",
  "promotion",
  "article_discovery",
  "article",
  "terms_and_conditions",
  "privacy_policy",
  "help",
  "user_profile",
  "forbidden_error",
  "unexpected_error",
]);

const notFoundPage = () => import("./pages/errors/NotFoundPage.tsx");
const dashboardLayout = () => import("./layouts/DashboardLayout.tsx");

/**
 * A page's (or layout's) code, loaded on first visit. A failed load resolves to the retry screen
 * rather than rejecting: React Router 8.5 keeps a route whose `lazy` rejected in its "still
 * loading" state and renders an empty outlet instead of the error boundary. Retrying reloads
 * the document.
 */
function lazyComponent(
  load: () => Promise<PageModule>,
  needsBackOfficeMessages = true,
): RouteObject["lazy"] {
  return async () => {
    try {
      const [page] = await Promise.all([
        loadChunk(load),
        needsBackOfficeMessages ? loadBackOfficeMessages() : undefined,
        // The storefront has only its Mantine components' styles (docs/decisions/034).
        needsBackOfficeMessages ? loadAllStyles() : undefined,
      ]);
      return { Component: page.default };
    } catch (error) {
      console.error(error);
      return { Component: ChunkLoadFailed };
    }
  };
}

/** Shown while the first page's chunk loads: an empty frame rather than React Router's warning. */
function EmptyFallback() {
  return null;
}

/**
 * React Router would take "/user/abc" for "/user/:id"; the route table's parameter constraints
 * say no page has that path. Refuse it the way the server does: 404.
 */
function paramGuard(key: RouteKey): RouteObject["loader"] {
  return ({ request }) => {
    if (matchRoute(new URL(request.url).pathname)?.key !== key) {
      throw data(null, { status: 404 });
    }
    return null;
  };
}

/** Route ids are route keys: the frame reads them to apply each route's access rule. */
function bindRoutes(layout: "default" | "dashboard"): RouteObject[] {
  const bound: RouteObject[] = [];
  for (const route of ROUTES) {
    const load = PAGES[route.key];
    if (route.layout !== layout || !load) continue;
    bound.push({
      id: route.key,
      path: route.path,
      // The server matches case-sensitively; the client must agree.
      caseSensitive: true,
      lazy: lazyComponent(load, !STOREFRONT_PAGES.has(route.key)),
      loader: "params" in route ? paramGuard(route.key) : undefined,
      ErrorBoundary: RouteError,
    });
  }
  return bound;
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      Component: AppFrame,
      ErrorBoundary: RouteError,
      HydrateFallback: EmptyFallback,
      children: [
        {
          id: "default-layout",
          Component: DefaultLayout,
          // The layout's own failures; page errors are caught below it, keeping the top bar.
          ErrorBoundary: RouteError,
          children: [
            ...bindRoutes("default"),
            {
              id: "not-found",
              path: "*",
              lazy: lazyComponent(notFoundPage, false),
              ErrorBoundary: RouteError,
            },
          ],
        },
        {
          id: "dashboard-layout",
          lazy: lazyComponent(dashboardLayout),
          ErrorBoundary: RouteError,
          children: bindRoutes("dashboard"),
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(createRoutes());
}

/** Resolves when the router has loaded the first location's lazy routes and run its loaders. */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
