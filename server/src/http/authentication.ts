// Moved: requireMember and requireRealMember to modules/accounts/member-authentication.ts, readRequestToken to
// modules/sessions/session-token.ts. The vendor modules' routes import them from here until their own move lands
// (issue 18), after which this file goes.
export { requireMember, requireRealMember } from '../modules/accounts/member-authentication';
export { readRequestToken } from '../modules/sessions/session-token';
