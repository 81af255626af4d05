import { APPLIANCE_CATEGORIES } from "./appliance-categories.ts";
import { CONSUMER_GOODS_CATEGORIES } from "./consumer-goods-categories.ts";
import { ELECTRONICS_CATEGORIES } from "./electronics-categories.ts";
import { FINANCE_AND_EDUCATION_CATEGORIES } from "./finance-and-education-categories.ts";
import { FOOD_AND_DRINK_CATEGORIES } from "./food-and-drink-categories.ts";
import { MOBILITY_AND_TRAVEL_CATEGORIES } from "./mobility-and-travel-categories.ts";
import type { CatalogueBrand, ProductCategory } from "./product-category.ts";
import { SOFTWARE_CATEGORIES } from "./software-categories.ts";

/** Every category the sandbox answers on topic about (docs/platforms.md lists them). */
export const CATEGORIES: readonly ProductCategory[] = [
  ...ELECTRONICS_CATEGORIES,
  ...APPLIANCE_CATEGORIES,
  ...CONSUMER_GOODS_CATEGORIES,
  ...FOOD_AND_DRINK_CATEGORIES,
  ...MOBILITY_AND_TRAVEL_CATEGORIES,
  ...SOFTWARE_CATEGORIES,
  ...FINANCE_AND_EDUCATION_CATEGORIES,
];

/** The category of brand profiles whose name and description match none (the demo's 小米 is a phone brand). */
export const FALLBACK_CATEGORY: ProductCategory = CATEGORIES[0];

export function isDomestic(brand: CatalogueBrand): boolean {
  return brand.country === "CN";
}
