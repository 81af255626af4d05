import { sparkline } from "../charts.js";
import { dayOffset, h, num, render, table } from "../dom.js";
import { t } from "../i18n.js";

const DAYS = 30;

/** Brands: every brand of the account (brand.list) with score, visibility and a 30-day sparkline. */
export async function showBrands(container, api) {
  render(container, h("h1", {}, t("brandsTitle")), h("p", { class: "muted" }, "…"));
  const brands = await api.execute("brand.list", { startDate: dayOffset(DAYS) });
  const sparks = [];
  const rows = table(
    t("brandsIntro", { days: DAYS }),
    [
      t("brand"),
      t("score"),
      t("visibility"),
      t("recommendationRate"),
      t("answers"),
      t("trend"),
      t("statDate"),
    ],
    brands,
    (brand) => {
      const spark = h("div", { class: "sparkline" });
      sparks.push([spark, brand]);
      return [
        h("a", { href: `#/brand/${encodeURIComponent(brand.brandId)}`, class: "strong" }, brand.brandName),
        h("span", { class: "big-number" }, num(brand.score, 0)),
        `${num(brand.visibility)} %`,
        `${num(brand.recommendationRate)} %`,
        num(brand.answers, 0),
        spark,
        brand.statDate ?? t("none"),
      ];
    },
    { empty: t("noBrands"), className: "data brands" },
  );
  render(container, h("h1", {}, t("brandsTitle")), rows);
  for (const [element, brand] of sparks) {
    sparkline(
      element,
      brand.trend.map((point) => point.visibilityRatePercent),
      `${brand.brandName}: ${t("visibility")}`,
    );
  }
}
