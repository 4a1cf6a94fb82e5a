/** Lengths the backend accepts for a user's password (creation and reset). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
