// The session token's helpers moved to the sessions module; the vendor modules import hashSessionToken from here
// until their own move lands (issue 18), after which this file goes.
export { createSessionToken, hashSessionToken } from '../sessions/session-token';
