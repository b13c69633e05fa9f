import type { OrderAnswer } from "../../api/orders.ts";
import type { TrackedItem } from "../../tracking/events.ts";

// What the order review shows, worked out from the checkout answer (pure, tested).

export interface ReviewCourse {
  id: number;
  name: string;
  slug: string;
  price: number;
  /** Today's sale price. */
  salePrice: number;
  /** A combo's course the student has already: listed, not charged. */
  owned: boolean;
}

export interface OrderReview {
  /** The combo's courses, those already owned last; empty for a course. */
  courses: ReviewCourse[];
  /** What the charged courses cost at their list prices (the course's list price). */
  listPrice: number;
  /**
   * listPrice − amount when positive: the promotion (course) or the combo's saving. For a
   * combo, listPrice is what the charged courses cost at today's SALE prices (as on the combo
   * page), so the saving never counts a promotion's discount twice; 0 (hidden) when none.
   */
  discount: number;
  amount: number;
}

export function orderReview(answer: OrderAnswer): OrderReview {
  const owned = new Set(answer.ownedCourseIds);
  const amount = answer.payment.amount;
  if (answer.item.type === "course") {
    const listPrice = answer.item.price;
    return { courses: [], listPrice, discount: Math.max(0, listPrice - amount), amount };
  }
  const courses = answer.courses
    .map((course) => ({ ...course, owned: owned.has(course.id) }))
    .sort((a, b) => Number(a.owned) - Number(b.owned));
  const listPrice = courses.filter((c) => !c.owned).reduce((sum, c) => sum + c.salePrice, 0);
  return { courses, listPrice, discount: Math.max(0, listPrice - amount), amount };
}

/** The courses an order opens once paid (its lines), in the answer's order. */
export function paidCourses(answer: OrderAnswer) {
  const lineCourses = new Set(answer.items.map((line) => line.course_id));
  return answer.courses.filter((course) => lineCourses.has(course.id));
}

/**
 * The analytics items of the order: the course (by id, as the course page's view_item names
 * it) or the combo ("combo-{id}", so the two never collide), at the amount charged.
 */
export function trackedItems(answer: OrderAnswer): TrackedItem[] {
  const { item } = answer;
  return [
    {
      id: item.type === "course" ? item.id : `combo-${item.id}`,
      name: item.name,
      price: answer.payment.amount,
    },
  ];
}
