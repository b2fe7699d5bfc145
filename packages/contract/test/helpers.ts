import type { z } from 'zod';

/** The code and path of the first problem a schema finds (the one the API reports), or null. */
export function firstProblem(schema: z.ZodType, input: unknown): { code: string; path: PropertyKey[] } | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { code: issue!.message, path: issue!.path };
}
