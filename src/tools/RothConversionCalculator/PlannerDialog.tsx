import { Dialog } from '../../kit';

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
      title="Talk to a financial planner"
      description="Evergreen is a free educational site: we have no advisers and cannot book a consultation."
    >
      <p>
        For personal advice, look for a fee-only fiduciary financial planner: one paid only by you, who must act in your
        interest. The National Association of Personal Financial Advisors (napfa.org) and the CFP Board
        (letsmakeaplan.org) list planners near you. You can check any adviser’s record at adviserinfo.sec.gov.
      </p>
      <p>Take this page’s results with you: “Download a summary” saves them as a file you can read and print.</p>
    </Dialog>
  );
}
