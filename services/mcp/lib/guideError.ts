/** A caller's mistake (an unknown route, a query too long…): its message is the answer the tool gives. */
export class GuideError extends Error {}
