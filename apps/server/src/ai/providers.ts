import type { AiConfig } from '../config.ts';
import { OfflineProvider } from './offline-provider.ts';
import { OpenAiCompatibleProvider } from './openai-provider.ts';
import type { AiProvider } from './types.ts';

const providers = new Map<string, AiProvider>();

/** The configured provider: an OpenAI-compatible server when AI_BASE_URL is set, else the offline guide. */
export function providerFor(cfg: AiConfig): AiProvider {
  const key = JSON.stringify(cfg);
  let found = providers.get(key);
  if (!found) {
    const { baseUrl } = cfg;
    found = baseUrl
      ? new OpenAiCompatibleProvider({ ...cfg, baseUrl })
      : new OfflineProvider({ pieceDelayMs: cfg.offlinePieceMs });
    providers.set(key, found);
  }
  return found;
}
