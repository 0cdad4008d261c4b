import type { MessagePattern } from '../messages';
import { pairMessages, SHARED_MESSAGES } from '../shared-messages';
import { sharedMessages } from './shared-messages';

const paired = pairMessages(SHARED_MESSAGES, sharedMessages);

/** English → Spanish for every whole message of the shared package; registered when Spanish loads. */
export const messages: ReadonlyMap<string, string> = paired.messages;

/** The shared package's messages with values (“Duplicate of row {{0}}.”) in Spanish, with their values. */
export const patterns: readonly MessagePattern[] = paired.patterns;
