import { Container, Skeleton } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { useLocation, useParams } from "react-router";
import { courseBySlug } from "../../../../shared/page-queries.ts";
import { isPromotionRunning, salePrice } from "../../../../shared/pricing.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import { type ImageRow, type ListResult, type PromotionRow, ref } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { HydrateLater } from "../../../components/HydrateLater.tsx";
import { useRaiseOnError } from "../../../frame/page-error.tsx";
import { CheckListSection } from "./CheckListSection.tsx";
import { CourseContent } from "./CourseContent.tsx";
import { CourseHeader } from "./CourseHeader.tsx";
import classes from "./CoursePage.module.css";
import { CourseSidebar } from "./CourseSidebar.tsx";
import { courseOutline, previewVideos, sampleQuizzes } from "./course-outline.ts";
import type { CourseDetailRow, EnrollmentRow, LessonRow } from "./course-records.ts";
import { lines } from "./course-text.ts";
import { type InstructorRow, InstructorSection } from "./InstructorSection.tsx";
import { IntroductionSection } from "./IntroductionSection.tsx";
import { RelatedCourses } from "./RelatedCourses.tsx";
import { SampleQuestions } from "./SampleQuestions.tsx";
import { StickyBuyBar } from "./StickyBuyBar.tsx";
import { useTrackViewItem } from "./track-view-item.ts";

// The previewer plays media only when asked: its code loads with the first preview.
const PreviewDialog = lazy(() => import("./PreviewDialog.tsx"));

/**
 * The course page (docs/product/screens-and-routes.md "Course page"): the page that sells a course. Its one call
 * (`courseBySlug`) comes preloaded in the page data; a missing course is Content not found.
 */
export default function CoursePage() {
  const { slug = "" } = useParams();
  const query = useMemo(() => courseBySlug(slug), [slug]);
  const answer = usePageQuery<ListResult<CourseDetailRow>>(query);
  useRaiseOnError(answer.error);
  const t = useT();
  const { pathname } = useLocation();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [sampleQuiz, setSampleQuiz] = useState<number | null>(null);

  const course = answer.data?.items[0];
  const refs = answer.data?.refs ?? {};
  const view = useMemo(() => {
    if (!course || !answer.data) return null;
    const { refs } = answer.data;
    const now = new Date();
    const promotion = ref<PromotionRow>(refs, "promotion", course.promotion_id);
    const outline = courseOutline(course.id, refs);
    return {
      now,
      promotion,
      outline,
      sale: salePrice(course.price, promotion, now),
      previews: previewVideos(outline),
      quizzes: sampleQuizzes(outline, refs),
      // While the promotion runs, its avatar replaces the normal one, as on the course cards.
      avatar:
        (isPromotionRunning(promotion, now)
          ? ref<ImageRow>(refs, "image", course.promotional_avatar_image_id)
          : undefined) ?? ref<ImageRow>(refs, "image", course.avatar_image_id),
      enrollment: Object.values(refs.enrollment ?? {})
        .map((row) => row as EnrollmentRow)
        .find((row) => row.course_id === course.id),
      instructor: ref<InstructorRow>(refs, "user", course.creator_id),
    };
  }, [course, answer.data]);

  useTrackViewItem(
    course && view ? { id: course.id, name: course.name, salePrice: view.sale } : null,
  );

  if (!course || !view) {
    return answer.isPending ? <CoursePageSkeleton /> : null;
  }
  // A preview quiz opens among the sample questions; any other preview lesson in the previewer.
  const owned = view.enrollment?.status === "ACTIVE" || view.enrollment?.status === "COMPLETED";
  const openPreview = (lesson?: LessonRow) => {
    if (lesson?.type === "QUIZ") setSampleQuiz(lesson.quiz_id);
    else setPreviewing(lesson?.id ?? view.previews[0]?.lesson.id ?? null);
  };

  return (
    <div className={classes.page} data-testid="course-page">
      <Container size={1100} className={classes.layout}>
        <CourseHeader course={course} creator={view.instructor} className={classes.header} />
        <CourseSidebar
          className={classes.sidebar}
          course={course}
          avatar={view.avatar}
          promotion={view.promotion}
          salePrice={view.sale}
          now={view.now}
          enrollment={view.enrollment}
          owned={owned}
          outline={view.outline}
          canPreview={view.previews.length > 0}
          onPreview={() => openPreview()}
          pageQueryKey={query}
          currentPath={pathname}
        />
        {/* What the author wrote is in the course's language, not the interface's (decision 042). */}
        <div className={classes.main} lang={course.language}>
          <CheckListSection
            id="objectives"
            title={t("course.objectives")}
            items={lines(course.objectives)}
            columns={2}
          />
          <CheckListSection
            id="requirements"
            title={t("course.requirements")}
            items={lines(course.requirements)}
            columns={1}
          />
          <CourseContent outline={view.outline} onPreview={openPreview} />
          <SampleQuestions quizzes={view.quizzes} openQuiz={sampleQuiz} onOpen={setSampleQuiz} />
          <IntroductionSection content={course.introduction} />
          <InstructorSection
            instructor={view.instructor}
            photo={ref<ImageRow>(refs, "creator_image", view.instructor?.avatar_image_id)}
          />
        </div>
      </Container>
      {/* Below the fold: hydrated after the rest, at idle (decision 047). */}
      <HydrateLater>
        <RelatedCourses course={course} />
      </HydrateLater>
      <StickyBuyBar
        courseId={course.id}
        price={course.price}
        salePrice={view.sale}
        enrollment={view.enrollment}
        owned={owned}
        pageQuery={query}
        currentPath={pathname}
      />
      {previewing !== null && (
        <Suspense fallback={null}>
          <PreviewDialog
            courseName={course.name}
            outline={view.outline}
            playlist={view.previews}
            lessonId={previewing}
            onSelect={setPreviewing}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function CoursePageSkeleton() {
  return (
    <Container size={1100} className={classes.layout} aria-busy="true">
      <div className={classes.header}>
        <Skeleton height={40} width="80%" mb="md" />
        <Skeleton height={16} mb={8} />
        <Skeleton height={16} width="60%" />
      </div>
      <div className={classes.sidebar}>
        <Skeleton height={420} radius="lg" />
      </div>
      <div className={classes.main}>
        <Skeleton height={220} radius="lg" />
      </div>
    </Container>
  );
}
