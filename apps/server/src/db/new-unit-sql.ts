import { isNull } from 'drizzle-orm';
import { dailyTodoUnits } from './schema.ts';

/**
 * A to-do that is a new unit of its plan, not a review: progress, completion, postponement's roll, recovery
 * and pulling forward count and move these only (docs/product-rules.md#spaced-review).
 */
export const isNewUnit = isNull(dailyTodoUnits.reviewStep);
