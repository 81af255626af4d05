import { Type } from "typebox";
import { type DataObject, describeType, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";

/** A page of a listing (answerlens additions): 1-based `current` and the page `size`. */
export interface PageRequest {
  readonly current: number;
  readonly size: number;
}

/** An optional whole number in [min, max]; `fallback` when absent. No coercion: "2" is not 2. */
export function readOptionalInteger(
  data: DataObject,
  name: string,
  bounds: { readonly min: number; readonly max: number; readonly fallback: number },
): number {
  const value = fieldValue(data, name);
  if (value === undefined) return bounds.fallback;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw parameterError(`data.${name} must be an integer, got ${describeType(value)}`);
  }
  if (value < bounds.min || value > bounds.max) {
    throw parameterError(`data.${name} must be ${bounds.min} to ${bounds.max} (got ${value})`);
  }
  return value;
}

/** `current` (default 1) and `size` (default `defaultSize`, at most `maxSize`). */
export function readPage(data: DataObject, defaultSize: number, maxSize: number): PageRequest {
  return {
    current: readOptionalInteger(data, "current", { min: 1, max: 1_000_000, fallback: 1 }),
    size: readOptionalInteger(data, "size", { min: 1, max: maxSize, fallback: defaultSize }),
  };
}

export function pageSchemaFields(defaultSize: number, maxSize: number) {
  return {
    current: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: "Page, 1-based." })),
    size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxSize, default: defaultSize, description: "Items per page." }),
    ),
  };
}

/** The spec's paged wrapper (as geo.competitors): records, total, size, current, pages. */
export function pagedResult<T>(records: T[], total: number, page: PageRequest) {
  return {
    records,
    total,
    size: page.size,
    current: page.current,
    pages: Math.ceil(total / page.size),
  };
}
