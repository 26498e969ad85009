import { benchSchemaValidation } from './validation-schema';

// npm run bench:validation — figures, not tests (budgets are in issue 3).
benchSchemaValidation();
