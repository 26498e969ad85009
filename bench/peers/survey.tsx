import './render-probe';
import 'survey-core/survey-core.css';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
// Written by peers.ts from peers/definitions.ts before the build: the page carries the definition as data only.
import definition from './generated/survey.json';
import data from './generated/data.json';

const model = new Model(definition);
model.data = data;
createRoot(document.getElementById('root') as HTMLElement).render(<Survey model={model} />);
