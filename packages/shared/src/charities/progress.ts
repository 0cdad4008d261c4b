// Kept apart from charities.schemas.ts (which builds Zod schemas when loaded), so the web app's
// public pages can show progress without loading Zod.

/** Whole percent of the goal reached, 0–100 (a goal of zero with money raised reads as reached). */
export function percentOfGoal(raised: number, goal: number): number {
  if (goal <= 0) return raised > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.floor((raised / goal) * 100)));
}
