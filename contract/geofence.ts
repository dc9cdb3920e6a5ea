import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { fenceProblem, type Fence, type FenceProblem } from './geofence-geometry';
import { pathId } from './paging';
import { requiredText } from './validation';
// Its schemas name these texts: they come with it.
import './geofence-error-texts';

export * from './geofence-geometry';

/*
 * Authorisation fences: a keeper granting an authorisation may say where its seal may be used, a circle (centre and
 * radius in metres) or a simple polygon of 3-50 vertices, drawn on the map or taken from the unit's saved places
 * (常用地点, kept by its administrators). The server judges every stamp with a reported location against the fence of
 * the authorisation it was made under (an offline or privileged stamp: the device's open authorisation when it
 * syncs); a stamp outside opens an 'outsideFence' alert and, when the fence says so, locks the authorisation until a
 * keeper unlocks it. A stamp without a location under a fence opens the lower 'fenceNoLocation' alert (it cannot be
 * judged, and a device hiding its position is worth a look, not an alarm).
 */

export const MIN_VERTICES = 3;
export const MAX_VERTICES = 50;
/** The largest circle: 50 km covers any city district; more is no fence. */
export const MAX_RADIUS = 50_000;

const problemTexts = {
  coordinates: 'v.fenceCoordinates',
  antimeridian: 'v.fenceAntimeridian',
  zeroArea: 'v.fenceZeroArea',
  selfIntersecting: 'v.fenceSelfIntersecting',
} as const satisfies Record<FenceProblem, string>;

const latitude = z
  .number({ error: ref('v.fenceCoordinates') })
  .check(z.minimum(-90, ref('v.fenceCoordinates')), z.maximum(90, ref('v.fenceCoordinates')));
const longitude = z
  .number({ error: ref('v.fenceCoordinates') })
  .check(z.minimum(-180, ref('v.fenceCoordinates')), z.maximum(180, ref('v.fenceCoordinates')));
export const latLngSchema = z.object({ lat: latitude, lng: longitude });

const circleSchema = z.object({
  kind: z.literal('circle'),
  center: latLngSchema,
  radius: z
    .number({ error: ref('v.fenceRadius', MAX_RADIUS) })
    .check(z.gt(0, ref('v.fenceRadius', MAX_RADIUS)), z.lte(MAX_RADIUS, ref('v.fenceRadius', MAX_RADIUS))),
});

const polygonSchema = z.object({
  kind: z.literal('polygon'),
  points: z
    .array(latLngSchema)
    .check(
      z.minLength(MIN_VERTICES, ref('v.fenceVertices', MIN_VERTICES, MAX_VERTICES)),
      z.maxLength(MAX_VERTICES, ref('v.fenceVertices', MIN_VERTICES, MAX_VERTICES)),
    ),
});

/** One refinement per problem, each on the first problem only, so a bad fence gets exactly one clear message. */
const geometryChecks = (Object.keys(problemTexts) as FenceProblem[]).map((problem) =>
  z.refine<Fence>((f) => fenceProblem(f) !== problem, {
    message: ref(problemTexts[problem]),
    path: ['kind'],
  }),
);

export const fenceSchema = z.discriminatedUnion('kind', [circleSchema, polygonSchema]).check(...geometryChecks);

/** A fence on an authorisation: where, and whether a stamp outside locks the authorisation. */
export const authFenceSchema = z.object({ fence: fenceSchema, lockOnBreach: z.boolean() });
export type AuthFence = z.infer<typeof authFenceSchema>;

export const placeSchema = z.object({ id: z.int(), name: z.string(), fence: fenceSchema, createdAt: z.string() });
export type Place = z.infer<typeof placeSchema>;

export const PLACE_NAME_MAX = 30;
/** A unit keeps at most this many places: a short list to pick from, not a gazetteer. */
export const MAX_PLACES = 100;

export const placeList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'geofence/v1/places',
  access: 'unit',
  summary: "The unit's saved places (常用地点), by name: the fences a keeper may pick when granting",
  request: z.object({}),
  response: z.object({ list: z.array(placeSchema) }),
});

export const placeAdd = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'geofence/v1/places/add',
  access: 'unit',
  summary:
    'Administrators save a place of the chosen unit (`companyId` must be it): a name unique in the unit and a valid fence (at most 100 places)',
  request: z.object({ companyId: z.int(), name: requiredText(1, PLACE_NAME_MAX), fence: fenceSchema }),
  response: z.object({ id: z.int() }),
});

export const placeDelete = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'geofence/v1/places/:id/delete',
  access: 'unit',
  summary: 'Administrators remove a saved place; fences already granted from it stay as they were',
  request: z.object({ id: pathId }),
  response: z.null(),
});
