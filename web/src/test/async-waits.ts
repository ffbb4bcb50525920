import { configure } from '@testing-library/react';

// findBy… and waitFor wait for a state and return as soon as it is reached; their limit only decides when a state
// that never comes fails the test. Testing Library's default of one second is a deadline a busy machine misses (the
// suite runs beside other work on two cores), so every web test gets the same generous limit.
configure({ asyncUtilTimeout: 15_000 });
