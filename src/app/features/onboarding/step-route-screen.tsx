import type { StepTypeName } from '../../../domain/step-routes';
import { StepScreen } from './step-screen';

/** A lazily loaded screen for one step type; the key restarts the screen when the step changes. */
export function stepRouteScreen(stepType: StepTypeName) {
  return function StepRouteScreen() {
    return <StepScreen key={stepType} stepType={stepType} />;
  };
}
