// Without Zod, so a book's page can show its reactions without loading it; library.schemas
// re-exports them and validates with them.

/** The fixed set of reactions, in display order (the server's `reaction_kind` enum). */
export const REACTION_KINDS = ['love', 'wow', 'learned', 'funny', 'inspired'] as const;
export type TReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS: Record<TReactionKind, { label: string; emoji: string }> = {
  love: { label: 'Love it', emoji: '❤️' },
  wow: { label: 'Wow', emoji: '😮' },
  learned: { label: 'Learned something', emoji: '💡' },
  funny: { label: 'Funny', emoji: '😄' },
  inspired: { label: 'Inspired', emoji: '🌟' },
};
