import { Link } from 'wouter';
import * as m from './messages';

/** A line another tool shows to send a reader on to "Will your money last?" (the withdrawal planner does). */
export function WillItLastLink() {
  return (
    <p>
      <Link to="/content/will-your-money-last">{m.plannerLink()}</Link>
    </p>
  );
}
