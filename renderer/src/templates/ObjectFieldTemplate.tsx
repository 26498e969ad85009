import { memo, type ReactElement } from 'react';
import Grid from '@mui/material/Grid';
import { Templates } from '@rjsf/mui';
import {
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { CELL_SIZES, cellOf, type CellWidth } from './cells';
import { sameElement } from './sameElement';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate!;
const CONTAINER_SX = { mt: 1.25 };
const ITEM_SX = { mb: 1.25 };

/** One property's grid cell; kept while the property's field element is unchanged. */
const Item = memo(
  function Item({ content, cell }: { content: ReactElement; cell: CellWidth }) {
    return (
      <Grid size={CELL_SIZES[cell]} sx={ITEM_SX}>
        {content}
      </Grid>
    );
  },
  (a, b) => a.cell === b.cell && sameElement(a.content, b.content),
);

/**
 * The MUI theme's object template (same markup), except that a property's grid cell is not rendered again
 * when its field did not change: a keystroke gives every object on the way to the edited field new data, and
 * RJSF re-renders their templates, while only one cell holds what changed. Objects with MUI slot props
 * (`ui:options.mui`) or that can add properties use the theme's template itself.
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, title, properties, required, disabled, readonly, uiSchema, fieldPathId } = props;
  const { schema, formData, optionalDataControl, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  if (uiOptions.mui || canExpand(schema, uiSchema, formData)) return <MuiObjectFieldTemplate {...props} />;
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const showOptionalDataControlInTitle = !readonly && !disabled;
  return (
    <>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={showOptionalDataControlInTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <Grid container spacing={2} sx={CONTAINER_SX}>
        {!showOptionalDataControlInTitle ? optionalDataControl : undefined}
        {properties.map((element) =>
          // A hidden property gets no cell: the cell would still take up space.
          element.hidden ? (
            element.content
          ) : (
            <Item
              key={element.name}
              content={element.content}
              cell={cellOf((uiSchema as Record<string, unknown> | undefined)?.[element.name])}
            />
          ),
        )}
      </Grid>
    </>
  );
}
