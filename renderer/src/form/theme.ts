import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/mui/lib/Templates/index.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import type { FormData } from '../types';
import RadioWidget from '../widgets/NamedRadioWidget';

/**
 * RJSF's MUI theme (what `@rjsf/mui`'s Form is) without its RangeWidget: no form of ours has a slider, and MUI's
 * Slider is about 10 KB gzip of every form page's first load (issue 17). A `range` field would get RJSF's plain
 * range input. Its radio group is named by the field's label (NamedRadioWidget). The engine's own widgets
 * (../widgets) are registered on top, as before.
 */
const Form = withTheme<FormData>({
  templates: generateTemplates(),
  widgets: { CheckboxWidget, CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget },
});

export default Form;
