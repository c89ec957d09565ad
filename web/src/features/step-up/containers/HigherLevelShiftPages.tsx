/**
 * The 2021 entrance's shift-centre routes: the shift centre's two screens inside the activity gate, in a
 * module of their own (screens/higher-level-shift.ts), so the shift centre's pickers and popups (antd-mobile's
 * Picker, CenterPopup and Dialog with the animation and gesture libraries) stay out of the other entrances'
 * first load.
 */

import { ActivityGate } from './ActivityGate';
import { ChoiceTimePage } from './ChoiceTimePage';
import { ShiftClassPage } from './ShiftClassPage';

/** /higherLevelSelectClass. */
export function HigherLevelSelectClassPage() {
  return (
    <ActivityGate>
      <ShiftClassPage />
    </ActivityGate>
  );
}

/** /higherLevelSelectTime. */
export function HigherLevelSelectTimePage() {
  return (
    <ActivityGate>
      <ChoiceTimePage />
    </ActivityGate>
  );
}
