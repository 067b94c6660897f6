/** The refresh-token cookie and the path it is scoped to (only the sign-in routes ever see it). */
export const REFRESH_COOKIE = 'molip_rt';
export const AUTH_COOKIE_PATH = '/api/auth';
