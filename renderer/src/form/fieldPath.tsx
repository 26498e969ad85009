import { createContext, useMemo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';

const CoreStringField = getDefaultRegistry().fields.StringField;

/** The JSON pointer of the string or number field a widget renders ('/tradeReferences/0/name'). */
export const FieldPointer = createContext<string | undefined>(undefined);

/**
 * RJSF's own StringField (NumberField renders it too), telling the widget below where its value lives: a text
 * widget writes what is typed straight into the engine's data (see `useTypedValue`), before RJSF has processed
 * the change.
 */
export default function PathStringField(props: FieldProps) {
  const path = props.fieldPathId.path;
  const pointer = useMemo(
    () => '/' + path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/'),
    // The path array is rebuilt on renders; its content is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path.join('\u0000')],
  );
  return (
    <FieldPointer.Provider value={pointer}>
      <CoreStringField {...props} />
    </FieldPointer.Provider>
  );
}
