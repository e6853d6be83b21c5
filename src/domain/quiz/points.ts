// Question points (SPEC §5): a total split 75/25 into base points and time bonus, each capped.
import {
  BASE_POINTS_MAX,
  BASE_POINTS_SHARE,
  TEMPLATE_POINTS_MAX,
  TIME_BONUS_MAX,
  TOTAL_POINTS_MAX,
} from '../common/constants';
import { clampNumberInput } from '../common/inputs';
import type { PointsOptions } from './question';

/**
 * Points for a total typed into the editor: clamped to 0-100000 and floored, then 75% to base points
 * (rounded up) and the rest to time bonus (rounded down), so the parts always add up to the total.
 */
export function splitTotalPoints(total: number | string): PointsOptions {
  const clamped = clampNumberInput(total, { min: 0, max: TOTAL_POINTS_MAX });
  const basePoints = Math.ceil(clamped * BASE_POINTS_SHARE);
  return { basePoints, timeBonus: clamped - basePoints };
}

export function totalPoints(points: PointsOptions): number {
  return points.basePoints + points.timeBonus;
}

/** Base points typed on their own: 0-75000 on a question. */
export function clampBasePoints(value: number | string): number {
  return clampNumberInput(value, { min: 0, max: BASE_POINTS_MAX });
}

/** Time bonus typed on its own: 0-25000 on a question. */
export function clampTimeBonus(value: number | string): number {
  return clampNumberInput(value, { min: 0, max: TIME_BONUS_MAX });
}

/** The settings' new-question template allows each part 0-100000 on its own. */
export function clampTemplatePoints(value: number | string): number {
  return clampNumberInput(value, { min: 0, max: TEMPLATE_POINTS_MAX });
}
