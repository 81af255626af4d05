import { PLATFORM_CODES } from "../../platforms/platform-codes.ts";

/** The bit of a platform in known_names.platform_mask (0 for a code this version does not know). */
export function platformBit(platform: string): number {
  const index = (PLATFORM_CODES as readonly string[]).indexOf(platform);
  return index < 0 ? 0 : 2 ** index;
}

/** The platform codes of a mask, in code order. */
export function platformsOfMask(mask: number): string[] {
  return PLATFORM_CODES.filter((_, index) => Math.floor(mask / 2 ** index) % 2 === 1);
}
