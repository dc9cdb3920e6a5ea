import { z } from 'zod/mini';

/** Paging fields every list call takes: pages from 1, at most 100 rows per page, 10 by default. */
export const page = {
  pageNum: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
};

/** A numeric id taken from the URL path. */
export const pathId = z.coerce.number().check(z.int(), z.positive());
