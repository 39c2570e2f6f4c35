import { Dialog } from '../../kit';
import * as m from './messages';

/**
 * What "Find a financial planner" opens: where to find independent help, since Evergreen has no
 * advisers and books nothing (SPEC's "Schedule Consultation", corrected in RULES.md; issue H7 §5).
 * Its own chunk, fetched on the press: the closed dialog is only its button.
 */
export default function PlannerDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.plannerTitle()}
      description={m.plannerDescription()}
    >
      <p>{m.plannerAdvice()}</p>
      <p>{m.plannerTakeAway()}</p>
    </Dialog>
  );
}
