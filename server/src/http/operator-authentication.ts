// Moved to modules/operator/operator-authentication.ts; the vendor configuration routes import it from here until
// their own move lands (issue 18), after which this file goes.
export { requireOperator } from '../modules/operator/operator-authentication';
