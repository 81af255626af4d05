/**
 * `npm run bench:statistics`: simulated monitoring with known true rates through the service's own
 * computation (bench/statistics-simulation.ts). Prints a table over sample sizes and change sizes, then
 * as its last line the goals' figures at the documented default (k = 3 samples, a 20-point change):
 * `statistics: coverage=<x> falseAlarmRate=<y> detectionPower=<z>`.
 * Goals: coverage 0.93-0.97, falseAlarmRate <= 0.05, detectionPower >= 0.80.
 */
import { DEFAULT_SIMULATION, simulateStatistics } from "./statistics-simulation.ts";

const brands = Number(process.argv[2] ?? DEFAULT_SIMULATION.brands);
const fixed = (value: number) => value.toFixed(3);

console.log(
  `Simulated brands of ${DEFAULT_SIMULATION.platforms} platforms x ${DEFAULT_SIMULATION.topics} topics x ` +
    `${DEFAULT_SIMULATION.promptsPerTopic} prompts, 14 days; ${brands} unchanged and ${brands} changed brands per row.`,
);
console.log("samples  change  coverage  intervals  falseAlarmRate  detectionPower");
for (const samples of [1, 3, 5]) {
  for (const changePoints of [10, 15, 20]) {
    const result = simulateStatistics({
      ...DEFAULT_SIMULATION,
      brands: Math.ceil(brands / 4),
      samples,
      changePoints,
    });
    console.log(
      `${String(samples).padStart(7)}  ${String(changePoints).padStart(6)}  ${fixed(result.coverage).padStart(8)}  ` +
        `${String(result.intervals).padStart(9)}  ${fixed(result.falseAlarmRate).padStart(14)}  ${fixed(result.detectionPower).padStart(14)}`,
    );
  }
}
const started = Date.now();
const result = simulateStatistics({ ...DEFAULT_SIMULATION, brands });
console.log(
  `default (k=${DEFAULT_SIMULATION.samples}, change ${DEFAULT_SIMULATION.changePoints} points, ${brands} + ${brands} brands, ` +
    `${result.intervals} intervals) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `statistics: coverage=${fixed(result.coverage)} falseAlarmRate=${fixed(result.falseAlarmRate)} detectionPower=${fixed(result.detectionPower)}`,
);
