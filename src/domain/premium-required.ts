/** The `error` of a 403 for a Premium-only action, and the ?error= a gated page sends the captain back with. */
export const premiumRequiredError = 'premium_required';
