import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "Answerlens-Signature";

/**
 * The `Answerlens-Signature` value of one attempt: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`. Each attempt signs with its own time, so a receiver can refuse old replays.
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}
