/** A new reset link can be asked for after 60 s; after a reset the login page follows in 2 s. */
export const resendCooldownSeconds = 60;
export const loginAfterResetMs = 2000;
