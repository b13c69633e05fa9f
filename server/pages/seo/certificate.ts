import { formatDate } from "../../../shared/format.ts";
import { t } from "../../../shared/i18n/index.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { CertificateRecord } from "../../../shared/schemas/learning.ts";
import { absoluteUrl, pageTitle } from "./base.ts";
import type { PageHead, SeoContext } from "./types.ts";

/**
 * A certificate's public page: the name, the course and the school in the title and the link
 * preview, so a shared link reads as what it proves. Not indexed: it is a person's record,
 * found through its link, not through a search engine.
 */
export function certificateHead(
  ctx: Pick<SeoContext, "locale" | "siteName" | "siteOrigin">,
  certificate: CertificateRecord,
): PageHead {
  const say = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) =>
    t(ctx.locale, key, params);
  const title = `${say("certificate.title")}: ${certificate.student_name} — ${certificate.course_name}`;
  const description = [
    `${certificate.student_name} ${say("certificate.forCourse")} “${certificate.course_name}”.`,
    say("certificate.issuedOn", { date: formatDate(certificate.issue_time) }),
    say("certificate.issuedBy", { issuer: certificate.issuer }),
  ].join(" ");
  return {
    title: pageTitle(ctx, title),
    description: description.slice(0, 160),
    canonical: absoluteUrl(ctx, buildPath("certificate", { code: certificate.code })),
    type: "website",
    jsonLd: [],
    preloadImages: [],
    noindex: true,
  };
}
