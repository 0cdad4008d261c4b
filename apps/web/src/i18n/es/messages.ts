import { pairMessages, SHARED_MESSAGES } from '../shared-messages';
import { sharedMessages } from './shared-messages';

/** English → Spanish for every string message of the shared package; registered when Spanish loads. */
export const messages: ReadonlyMap<string, string> = pairMessages(SHARED_MESSAGES, sharedMessages);
