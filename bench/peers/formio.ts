import './render-probe';
import { Formio } from '@formio/js';
// Given by peers.ts from peers/definitions.ts at build time: the page carries the definition as data only.
import { data, formio as definition } from 'virtual:peer-definitions';

const root = document.getElementById('root') as HTMLElement;
void Formio.createForm(root, definition).then((form: { submission: unknown }) => {
  form.submission = { data };
});
