import { hash, randomBytes } from "node:crypto";

/**
 * API keys are 32 random bytes (base64url) behind a recognisable prefix. Only the SHA-256 hash is stored:
 * the key has 256 bits of entropy, so a fast hash is as safe as a slow one and keeps authentication cheap.
 */
const KEY_PREFIX = "alk_";
const DISPLAY_PREFIX_LENGTH = KEY_PREFIX.length + 6;

export function generateApiKey(): { apiKey: string; keyHash: string; keyPrefix: string } {
  const apiKey = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { apiKey, keyHash: hashApiKey(apiKey), keyPrefix: apiKey.slice(0, DISPLAY_PREFIX_LENGTH) };
}

/** Hex SHA-256 of the key's UTF-8 bytes; the one-shot `hash` costs a third of a createHash object. */
export function hashApiKey(apiKey: string): string {
  return hash("sha256", apiKey, "hex");
}
