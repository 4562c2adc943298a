import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * A response schema that parses strictly: an object with a field the contract does not name (a
 * password hash, say) fails instead of being stripped.
 */
export function strict<T extends z.ZodMiniType>(schema: T): T {
  const visit = (node: $ZodType): z.ZodMiniType => {
    if (node instanceof z.ZodMiniObject) {
      const shape: Record<string, z.ZodMiniType> = {};
      for (const [key, value] of Object.entries(node.shape)) shape[key] = visit(value);
      return z.strictObject(shape);
    }
    if (node instanceof z.ZodMiniArray) return z.array(visit(node.def.element));
    if (node instanceof z.ZodMiniNullable) return z.nullable(visit(node.def.innerType));
    if (node instanceof z.ZodMiniOptional) return z.optional(visit(node.def.innerType));
    if (node instanceof z.ZodMiniUnion) return z.union(node.def.options.map(visit));
    // Leaves (strings, numbers, literals…) are mini schemas too: every response schema is.
    return z.pipe(z.unknown(), node);
  };
  // The rebuilt schema accepts a subset of what `schema` accepts, with the same output type.
  return visit(schema) as T;
}
