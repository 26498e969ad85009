import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from './router';
import { vi } from 'vitest';
import { getFormDefinition, type FormDefinition, type FormKey } from '@cp/schemas/forms/registry';

/** Renders a page at a URL inside a router with the given route pattern. */
export function renderAt(path: string, url: string, element: ReactElement, extra: ReactElement[] = []) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        {extra}
      </Routes>
    </MemoryRouter>,
  );
}

/** A fetch double answering JSON envelopes by path; records every call. */
export function mockFetch(answers: Record<string, unknown | ((init: RequestInit) => unknown)>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const key = Object.keys(answers).find((k) => path.startsWith(k));
    if (!key) throw new TypeError('Failed to fetch');
    const answer = answers[key];
    const body = typeof answer === 'function' ? (answer as (i: RequestInit) => unknown)(init) : answer;
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A built-in form definition as the API sends it with a record (JSON, the seeded version 1). */
export function wireDefinition(key: FormKey): FormDefinition {
  return JSON.parse(JSON.stringify(getFormDefinition(key))) as FormDefinition;
}
