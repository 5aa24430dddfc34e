/**
 * zod's own English reasons ("Too big: expected…", "Invalid input: …"): none may reach a Chinese
 * reader. A contract's own messages (e.g. "expected yyyy-MM-dd") are not zod's and not matched.
 */
export const ZOD_ENGLISH = /\b(Invalid (input|option|string|email|date|number|type|element|key|union|value)|Too (big|small)|Unrecognized keys?)\b/;
