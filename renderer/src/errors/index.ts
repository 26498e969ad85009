export { collectErrors, mergeFieldErrors, serverErrorsToFieldErrors, type FieldErrors } from './collect';
export { hasErrorsIn, inScope, toErrorSchema, visibleErrors } from './visible';
export { getAt, setAt, toPointer } from './paths';
