import { sampleFor } from '@cp/schemas/forms/samples';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { validateForm } from '@cp/schemas/forms/validate';

/**
 * Part 1 of `npm run bench:validation`: microseconds per full ('submit') validation of a complete eight-step
 * application after compile, normalisation included, as the server runs it. Budget: under 0.5 ms.
 */
export function benchSchemaValidation(runs = 10_000): number {
  const definition = getFormDefinition('application-eight');
  const data = sampleFor('application-eight');
  if (!validateForm(definition, data).valid) throw new Error('The eight-step sample must be valid.');
  for (let i = 0; i < 1_000; i++) validateForm(definition, data); // warm-up (JIT)
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) validateForm(definition, data);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / runs;
  const verdict = micros < 500 ? 'within' : 'OVER';
  console.log(
    `Full validation of a complete eight-step application: ${micros.toFixed(1)} µs per validation over ${runs} runs (${verdict} the 500 µs budget)`,
  );
  return micros;
}
