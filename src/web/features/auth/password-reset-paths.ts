/** Where each kind of account asks for a reset link, sets the new password and logs in afterwards. */
export const passwordResetPaths = {
  captain: {
    forgotApi: '/api/auth/forgot-password',
    resetApi: '/api/auth/reset-password',
    forgotPage: '/forgot-password',
    loginPage: '/login',
  },
  student: {
    forgotApi: '/api/student/forgot-password',
    resetApi: '/api/student/reset-password',
    forgotPage: '/student/forgot-password',
    loginPage: '/student/login',
  },
} as const;

export type ResetAccountKind = keyof typeof passwordResetPaths;
