export { analyzeAnswer } from "./create-analyzer.ts";
