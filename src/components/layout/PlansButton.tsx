import { headerContent } from '../../content/navigation';
import { usePlansControl } from './plansControl';

/**
 * A button that takes the visitor to the home page's plans section. `onChoose` runs first (the
 * narrow menu closes itself with it). Callers style it with `styled(PlansButton)`.
 */
export function PlansButton({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const goToPlans = usePlansControl();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onChoose?.();
        void goToPlans();
      }}
    >
      {headerContent.plans}
    </button>
  );
}
