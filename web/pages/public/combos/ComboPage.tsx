import { Badge, Button, Container, Group, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ITEM_CARD_IMAGE_RATIO } from "../../../../shared/constants.ts";
import { formatPrice } from "../../../../shared/format.ts";
import { comboBySlug } from "../../../../shared/page-queries.ts";
import { comboCharge, salePrice } from "../../../../shared/pricing.ts";
import { buildPath } from "../../../../shared/routes.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import {
  type CourseRow,
  type ImageRow,
  type ListResult,
  type PromotionRow,
  ref,
} from "../../../api/records.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { type ComboRow, useCourseCountLabel } from "../../../components/ComboCard.tsx";
import { courseCardRefsOf } from "../../../components/course-grid.ts";
import { PackageIcon } from "../../../components/icons/screens.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import { LoadingPlaceholder } from "../../../feedback/LoadingPlaceholder.tsx";
import { useRaiseOnError } from "../../../frame/page-error.tsx";
import { CourseGrid } from "../discovery/CourseGrid.tsx";
import { EmptyState } from "../discovery/listing-parts.tsx";
import page from "../discovery/record-page.module.css";
import classes from "./ComboPage.module.css";

/** The combo's courses in the combo's order (`course_ids`), those the reader may see. */
export function comboCourses(combo: ComboRow, refs: ListResult["refs"]): CourseRow[] {
  return (combo.course_ids ?? [])
    .map((id) => ref<CourseRow>(refs, "course", id))
    .filter((course): course is CourseRow => course !== undefined);
}

/** `/combos/{slug}`: the combo, its price beside the sum of its courses' prices, its courses. */
export default function ComboPage() {
  const t = useT();
  const locale = useLocale();
  const courseCount = useCourseCountLabel();
  const { slug = "" } = useParams();
  const result = usePageQuery<ListResult<ComboRow>>(comboBySlug(slug));
  useRaiseOnError(result.error);
  const combo = result.data?.items[0];
  if (!combo || !result.data) return result.isPending ? <LoadingPlaceholder /> : null;

  const refs = courseCardRefsOf(result.data.refs);
  const courses = comboCourses(combo, result.data.refs);
  // Against today's sale prices, never list prices; and never dearer than buying the courses
  // separately today (shared/pricing.ts). The checkout charges the same, less what one owns.
  const now = new Date();
  const {
    amount: price,
    saleTotal: total,
    saving,
  } = comboCharge(
    combo.price,
    courses.map((course) => ({
      price: course.price,
      salePrice: salePrice(
        course.price,
        ref<PromotionRow>(refs, "promotion", course.promotion_id),
        now,
      ),
      owned: false,
    })),
  );
  const image =
    ref<ImageRow>(result.data.refs, "image", combo.image_id) ??
    ref<ImageRow>(result.data.refs, "image", combo.promotional_image_id);

  return (
    <Container className={page.page} data-testid="combo-page">
      <div className={page.hero}>
        <div className={page.media}>
          <MediaImage
            image={image}
            alt={combo.name}
            ratio={ITEM_CARD_IMAGE_RATIO}
            sizes="(min-width: 62.5em) 620px, 100vw"
            loading="eager"
          />
        </div>
        <div className={page.facts}>
          <Group gap="xs">
            <Badge variant="light" radius="sm" tt="none" leftSection={<PackageIcon size={14} />}>
              {t("nav.combo")}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="combo-course-count">
              {courseCount(courses.length)}
            </Text>
          </Group>
          <Title order={1} className={page.name}>
            {combo.name}
          </Title>
          {combo.description && <Text className={page.description}>{combo.description}</Text>}
          <div className={page.panel}>
            <div>
              <Text size="sm" c="dimmed">
                {t("combo.price")}
              </Text>
              <Text className={classes.price} data-testid="combo-price">
                {formatPrice(price, locale)}
              </Text>
            </div>
            {total > price && (
              <Group gap="xs" align="baseline" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t("price.comboCoursesTotal")}:
                </Text>
                <s className={classes.total} data-testid="combo-courses-total">
                  {formatPrice(total, locale, { zeroAsFree: false })}
                </s>
                {saving > 0 && (
                  <Badge
                    color="red"
                    variant="light"
                    radius="sm"
                    tt="none"
                    data-testid="combo-saving"
                  >
                    {t("combo.saving", { amount: formatPrice(saving, locale) })}
                  </Badge>
                )}
              </Group>
            )}
            <Button
              component={Link}
              to={buildPath("checkout", { type: "combo", id: combo.id })}
              size="md"
              radius="xl"
              fullWidth
              data-testid="buy-combo"
            >
              {t("actions.buyNow")}
            </Button>
          </div>
        </div>
      </div>

      <section className={page.section} aria-labelledby="combo-courses">
        <Title order={2} id="combo-courses" className={page.sectionTitle}>
          {t("combo.courses")}
        </Title>
        {courses.length > 0 ? (
          <CourseGrid courses={courses} refs={refs} now={new Date()} testId="combo-courses" />
        ) : (
          <EmptyState icon={<PackageIcon size={28} />} title={t("combo.noCourses")} />
        )}
      </section>
    </Container>
  );
}
