/**
 * Calls one API request may batch. The server refuses more (400) and the web client's batch link splits
 * at the same number, so the app itself never meets the refusal (issue 9 item 2).
 */
export const API_MAX_BATCH_CALLS = 10;
