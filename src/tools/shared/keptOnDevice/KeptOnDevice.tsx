import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { Button, LiveRegion } from '../../../kit';
import { rich } from '../../../i18n/rich';
import { keepOnDeviceStore } from '../../../storage/keys';
import type * as keptFigures from '../../../storage/keptFigures';
import { currentAddress } from '../../../kit/addressFlush';
import * as s from './KeptOnDevice.css';
import * as m from './messages';

/**
 * The question before deleting, fetched at the first press of "Forget": every tool shows this line, and the
 * dialog's code (≈ 1.3 KB gzipped with its words) is not among the scripts a page needs before it is idle.
 */
const ConfirmDialog = lazy(() =>
  Promise.all([import('../../../kit/Dialog/ConfirmDialog'), import('../../../storage/keptFigures')]).then(
    ([dialog, figures]) => {
      forgetting = figures;
      return { default: dialog.ConfirmDialog };
    },
  ),
);

/**
 * What deletes (storage/keptFigures.ts), fetched with the dialog: the dialog is drawn only once both
 * have arrived, so its "Forget" button never finds this empty.
 */
let forgetting: typeof keptFigures | null = null;

/** What "Forget" deletes: one tool's typing, or everything My plan is built from. */
export type ForgetScope =
  | {
      kind: 'tool';
      /** The tool's id and the title it was given: together they name the keys it keeps (toolStorageKeys). */
      toolId: string;
      title: string;
    }
  | { kind: 'plan' };

export interface KeptOnDeviceProps {
  scope: ForgetScope;
  /** Called once the figures are deleted, so the page can start the tool (or the plan) afresh. */
  onForgotten?: () => void;
}

/** Whether the visitor keeps figures on this device (My details), as a store React can follow. */
function useKeepsOnDevice(): boolean {
  return useSyncExternalStore(
    (onChange) => keepOnDeviceStore.subscribe(onChange),
    () => keepOnDeviceStore.read().keep,
    // The prerendered page says the default; the browser's answer follows at once.
    () => true,
  );
}

/**
 * "Kept on this device only · Forget" (issue I6, item 5): under each tool and on My plan, where the
 * visitor's figures live, and a button that deletes them after a plain confirmation and says, politely,
 * what it did. A visitor who chose in My details not to keep figures reads that they live in this tab only.
 */
export function KeptOnDevice({ scope, onForgotten }: KeptOnDeviceProps) {
  const kept = useKeepsOnDevice();
  const [confirming, setConfirming] = useState(false);
  /** Asked once: the dialog then stays mounted, so it opens and closes as Radix's own does. */
  const [asked, setAsked] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  function forget() {
    if (!forgetting) return;
    if (scope.kind === 'tool') {
      forgetting.forgetTool(scope.toolId, scope.title);
      // A link's figures would fill the tool again: the page's address keeps none once they are
      // forgotten (a fragment still waiting for a pause in typing is written first, then cleared).
      if (currentAddress().hash.startsWith('#tool='))
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    } else forgetting.forgetPlan();
    setAnnouncement(scope.kind === 'tool' ? m.toolForgotten() : m.planForgotten());
    onForgotten?.();
  }

  return (
    <div data-print="hide">
      <p className={s.line}>
        <span>
          {kept ? m.keptHere() : rich(m.keptInTab, { link: <Link to="/my-details">{m.myDetailsLink()}</Link> })}
        </span>
        <span aria-hidden="true">{m.separator()}</span>
        <Button
          variant="link"
          onClick={() => {
            setAnnouncement('');
            setAsked(true);
            setConfirming(true);
          }}
        >
          {m.forget()}
        </Button>
      </p>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={scope.kind === 'tool' ? m.forgetToolTitle() : m.forgetPlanTitle()}
            message={scope.kind === 'tool' ? m.forgetToolMessage() : m.forgetPlanMessage()}
            confirmLabel={m.forgetConfirm()}
            tone="danger"
            onConfirm={forget}
          />
        </Suspense>
      ) : null}
      <LiveRegion visuallyHidden>{announcement}</LiveRegion>
    </div>
  );
}
