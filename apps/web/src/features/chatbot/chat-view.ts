/** Spec 3 §2: a message is shown as a picture when it is a URL ending in png, jpg, jpeg, gif or webp. */
export function isImageUrl(content: string): boolean {
  return /^(https:\/\/|\/)\S+\.(png|jpe?g|gif|webp)(\?\S*)?$/i.test(content.trim());
}

/** Spec 3 §5: a custom message must be non-empty after trimming. */
export function canSend(text: string, waiting: boolean): boolean {
  return !waiting && text.trim().length > 0;
}

/**
 * Spec 3 §4: on failure the custom text is restored, unless it was a CV or cover-letter request (those
 * are made by a button, not typed).
 */
export function restoreAfterFailure(type: string): boolean {
  return type !== 'cv' && type !== 'cl';
}

/**
 * The bot's error message has no WhatsApp button (spec 3 §8), nor has its safety reply: a student's group
 * may be read by others (issue 22; the server refuses it too).
 */
export function canSendToWhatsApp(message: { fromUser: boolean; provider: string | null }): boolean {
  return !message.fromUser && message.provider !== 'error' && message.provider !== 'safety';
}
