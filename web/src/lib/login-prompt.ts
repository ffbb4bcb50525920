import { createContext, useContext } from 'react';

/**
 * Opens the account modal in login mode from any feature (a guest's protected action,
 * docs/product/games.md#launch). The app shell provides it from the account feature, so other features need not
 * import that feature.
 */
export const LoginPromptContext = createContext<(() => void) | null>(null);

/** The function that asks a guest to log in; throws when no shell provides it. */
export function useLoginPrompt(): () => void {
  const prompt = useContext(LoginPromptContext);
  if (prompt === null) {
    throw new Error('useLoginPrompt needs a LoginPromptContext provider above it');
  }
  return prompt;
}
