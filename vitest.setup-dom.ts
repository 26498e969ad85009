import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The jsdom files share two cores with the API files running beside them (vitest.config.ts: a threads pool
// and a forks pool at once): give findBy* and waitFor room before calling a page broken. The 1 s default
// failed a correct test (admin reviews.test.tsx) in a full run. A wait ends as soon as its check passes.
configure({ asyncUtilTimeout: 5000 });
