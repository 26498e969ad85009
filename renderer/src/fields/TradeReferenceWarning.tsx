import { lazy, Suspense, useState } from 'react';
import type { Props } from './TradeReferenceWarningDialog';

// MUI's Dialog is not part of a form's first load (issue 17): it loads the first time the warning opens.
const TradeReferenceWarningDialog = lazy(() => import('./TradeReferenceWarningDialog'));

/** The 'Warning' dialog shown before skipping trade references (spec §2, eight-step wizard). */
export default function TradeReferenceWarning(props: Props) {
  const [everOpen, setEverOpen] = useState(props.open);
  if (props.open && !everOpen) setEverOpen(true);
  if (!everOpen) return null;
  return (
    <Suspense fallback={null}>
      <TradeReferenceWarningDialog {...props} />
    </Suspense>
  );
}
