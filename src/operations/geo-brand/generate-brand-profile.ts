import type { PlatformClient } from "../../platforms/platform-client.ts";
import { isPlatformError } from "../../platforms/platform-error.ts";
import type { GeneratorSettings } from "../question-generator.ts";
import { brandProfilePrompt, type ProfileRequest } from "./brand-profile-prompt.ts";
import { type BrandProfile, parseBrandProfile } from "./parse-brand-profile.ts";

/** Asks made when an answer cannot be read: chat models sometimes answer prose once, JSON the next time. */
const ATTEMPTS = 2;

export type ProfileOutcome = { readonly profile: BrandProfile } | { readonly error: string };

/**
 * Asks the generator platform for the brand's profile and reads it. A platform failure (after the
 * client's own retries) or an answer with no usable monitoring prompt in two tries is an error the task
 * reports; nothing is made up in its place.
 */
export async function generateBrandProfile(
  platforms: PlatformClient,
  generator: GeneratorSettings,
  request: ProfileRequest,
  signal: AbortSignal,
): Promise<ProfileOutcome> {
  const prompt = brandProfilePrompt(request);
  let problem = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let text: string;
    try {
      text = (await platforms.ask(generator.platform, prompt, { signal })).text;
    } catch (error) {
      if (signal.aborted || !isPlatformError(error)) throw error;
      return { error: `brand profile generation failed: ${generator.platform}: ${error.message}` };
    }
    const profile = parseBrandProfile(text, request);
    if (profile && profile.topics.length > 0) return { profile };
    problem = profile
      ? "its profile had no monitoring prompt that leaves the brand unnamed"
      : "its answer held no JSON profile";
  }
  return {
    error: `brand profile generation failed: the generator platform ${generator.platform} answered ${ATTEMPTS} times but ${problem}`,
  };
}
