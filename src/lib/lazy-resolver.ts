import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A react-hook-form resolver whose zod schema (and zod itself) load on the first validation, so the pages outside
 * the shell paint before the validation code arrives.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodMiniType>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}
