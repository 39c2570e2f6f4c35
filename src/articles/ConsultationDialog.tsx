import { Dialog } from '../kit';
import consultation from '../../content/consultation.json';

type Topic = 'tax' | 'ltc' | 'rmd' | 'wrapper';

/**
 * Evergreen has no advisers and no server, so "Find a financial planner" (once "Schedule … Consultation") explains honestly where
 * a visitor can find qualified, independent help instead of pretending to book anything.
 */
export function ConsultationDialog({
  open,
  onOpenChange,
  topic,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  topic: Topic;
}) {
  const text = consultation;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.heading}>
      <p>{text.intro}</p>
      <ul>
        {text.where[topic].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{text.bring}</p>
    </Dialog>
  );
}
