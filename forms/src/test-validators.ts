// jsdom cannot import the API's validator modules: the pages get the same exports compiled in process by the
// same ajv set-up (schemas forms/standalone.ts); api/src/routes/form-validators.test.ts checks the served module.
import { compiledValidatorModule } from '@cp/schemas/forms/standalone';
import { setValidatorModuleImporter } from './portal/precompiled-validator';

setValidatorModuleImporter(async (_path, definition) => compiledValidatorModule(definition));
