/** The pages anyone may open, signed in or not (spec 01 section 2); the session starts differently on them. */
export const PUBLIC_PATHS = ['/login', '/account/recover_password', '/account/reset_password', '/register', '/logout'] as const;
