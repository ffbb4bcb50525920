// The session token's helpers moved to the sessions module; the vendor modules still import them from here until
// their own move lands (issue 18), after which this file goes.
export { createSessionToken, hashSessionToken, readAuthorizationToken } from '../sessions/session-token';
