/** Filled by issue 23's next step. */
export const accessLogProcedures = {};
