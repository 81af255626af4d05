/** Things that look like API keys, so a provider echoing a key back never reaches a log. */
const KEY_LIKE = /\b(sk|ak|pk|key)-[A-Za-z0-9_-]{8,}|\bAIza[0-9A-Za-z_-]{20,}|\bbce-v3\/[A-Za-z0-9/_-]+/g;

/** Removes the key (and anything key-shaped) from text that may reach logs or error messages. */
export function redactSecret(text: string, secret: string | null): string {
  let out = text;
  if (secret && secret.length >= 4) out = out.split(secret).join("***");
  return out.replace(KEY_LIKE, "***");
}
