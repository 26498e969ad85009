// Types of the DOM matchers vitest.setup-dom.ts installs (toBeInTheDocument, toHaveAttribute, ...).
import '@testing-library/jest-dom/vitest';
