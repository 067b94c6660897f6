/** The refresh-token cookie and the path it is scoped to (DESIGN §4). */
export const REFRESH_COOKIE = 'molip_rt';
export const AUTH_COOKIE_PATH = '/api/auth';
