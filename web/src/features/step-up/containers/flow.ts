/**
 * The step-up screens serve two sets of routes: the further-education flow (/furtherEducation and the shift
 * centre's children) and the 2021 entrance (/higherLevel…), which reuses the same screens. A flow names the
 * paths a screen moves between, so one container serves both.
 */
import { createContext, useContext } from 'react';
import { type Href, href, type RoutePath } from '../../../lib/routes';

export interface StepUpFlow {
  education: RoutePath;
  /** Where "do not upgrade" and a grouping student without planTime go: the entry routing (doc 3 §2, §4). */
  centre: RoutePath;
  shiftClass: RoutePath;
  choiceTime: RoutePath;
}

export const FURTHER_FLOW: StepUpFlow = {
  education: '/furtherEducation',
  centre: '/furtherShiftClassCenter',
  shiftClass: '/furtherShiftClassCenter/furtherShiftClass',
  choiceTime: '/furtherShiftClassCenter/furtherChoiceTime',
};

export const HIGHER_LEVEL_FLOW: StepUpFlow = {
  education: '/higherLevel',
  // The 2021 entrance has no centre path; its class choice runs the same gate.
  centre: '/higherLevelSelectClass',
  shiftClass: '/higherLevelSelectClass',
  choiceTime: '/higherLevelSelectTime',
};

/** Course outline of the new step (doc 3 §2 related routes). */
export const syllabusPath = (step: string): Href => href('/syllabus', { step });
/** The year report card (chosen: the grade report, the yearly summary of the report types). */
export const YEAR_REPORT_PATH: RoutePath = '/report/grade';

const FlowContext = createContext<StepUpFlow>(FURTHER_FLOW);
export const FlowProvider = FlowContext.Provider;

export function useFlow(): StepUpFlow {
  return useContext(FlowContext);
}
