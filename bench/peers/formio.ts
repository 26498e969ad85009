import './render-probe';
import { Formio } from '@formio/js';
// Written by peers.ts from peers/definitions.ts before the build: the page carries the definition as data only.
import definition from './generated/formio.json';
import data from './generated/data.json';

const root = document.getElementById('root') as HTMLElement;
void Formio.createForm(root, definition).then((form: { submission: unknown }) => {
  form.submission = { data };
});
