/**
 * @answerlens/client: a typed client of the answerlens API for Node (>= 18) and browsers.
 *
 *   const client = createClient({ baseUrl: "https://answerlens.example.com", apiKey });
 *   const { taskId } = await client.submitTask("geo.ranking", { keyword, brandKeyword, platforms });
 *   const task = await client.waitForTask<"geo.ranking">(taskId);
 */
export {
  AnswerlensClient,
  type CallOptions,
  type ClientOptions,
  createClient,
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_WAIT_TIMEOUT_MS,
  type SubmitAnswer,
  type WaitOptions,
} from "./answerlens-client.ts";
export * from "./client-errors.ts";
export * from "./operation-types.ts";
