import './render-probe';
import 'survey-core/survey-core.css';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
// Given by peers.ts from peers/definitions.ts at build time: the page carries the definition as data only.
import { data, survey as definition } from 'virtual:peer-definitions';

const model = new Model(definition);
model.data = data;
createRoot(document.getElementById('root') as HTMLElement).render(<Survey model={model} />);
