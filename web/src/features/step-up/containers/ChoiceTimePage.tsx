/**
 * /furtherShiftClassCenter/furtherChoiceTime (and /higherLevelSelectTime): intended times, behind the shift
 * centre's entry routing. Rows start from a submitted planTime, else one empty row. The picker refuses the
 * same weekday with the spec's toast and stays open; submit checks the rows ('Please choose intended time',
 * 'Row N has no intended time chosen'), confirms with the course and the numbered ranges, then sends
 * submitPlanTime (plan_time JSON, operator '家长'): 200 → the education page, 201 → its msg toasts (the
 * error policy) and the failure is recorded.
 * The navbar shows outside the app, as on the education page (the spec says nothing for this screen).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StepUpStudentInfo } from '@wonder/contracts';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../lib/navigation';
import { titleFor } from '../../../lib/routes';
import { useApi, useFeedback } from '../../../lib/services';
import { useEnvironment } from '../../../platform/use-environment';
import { selectTimeQuery, submitPlanTimeMutation } from '../api/queries';
import { ConfirmTimesDialog, PlanRows, TimeRangePicker } from '../components/ChoiceTimeView';
import { LoadError, StepUpPage, StepUpSkeleton } from '../components/frame';
import {
  applyPick,
  type ChosenRow,
  emptyRow,
  encodeRows,
  isChosen,
  type PlanRow,
  pickerValueOf,
  rowsFromPlanTime,
  rowText,
  submitProblem,
} from '../rules/plan-time';
import { choiceTimeTexts } from '../texts';
import { type StepUpUser, useShiftCentreWrite } from './hooks';
import { ShiftCenterGate } from './ShiftCenterGate';

function ChoiceTimeScreen({
  user,
  info,
  title,
}: {
  user: StepUpUser;
  info: StepUpStudentInfo;
  title: string;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const env = useEnvironment();
  const columns = useQuery(selectTimeQuery(api));
  const [rows, setRows] = useState<PlanRow[]>(() => rowsFromPlanTime(info.planTime));
  const nextId = useRef(rows.reduce((m, r) => Math.max(m, r.id), 0) + 1);
  const [picking, setPicking] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submitCall = useMutation(submitPlanTimeMutation(api));
  const written = useShiftCentreWrite('submitPlanTime', choiceTimeTexts.submitted);
  // The picker closes itself after a confirm; a refused pick must keep it open.
  const refused = useRef(false);

  const toast = (content: string) => feedback.toast({ content });
  const pickingRow = rows.find((r) => r.id === picking) ?? null;

  const submit = () =>
    submitCall.mutate(
      {
        op: { studentId: info.studentId, userId: user.userId },
        planTime: encodeRows(rows as ChosenRow[]),
        planStepId: info.planStepId ?? info.stepId,
      },
      {
        onSuccess: written.onSuccess,
        onError: (error) => {
          written.recordRefusal(error);
          setConfirming(false);
        },
      },
    );

  let body: React.ReactNode;
  if (columns.isPending) body = <StepUpSkeleton blocks={1} />;
  else if (columns.isError) body = <LoadError onRetry={() => void columns.refetch()} />;
  else {
    body = (
      <>
        <PlanRows
          course={info.course}
          rows={rows}
          columns={columns.data}
          onPick={setPicking}
          onRemove={(id) => setRows((rs) => rs.filter((r) => r.id !== id))}
          onAdd={() => setRows((rs) => [...rs, emptyRow(nextId.current++)])}
        />
        {pickingRow && (
          <TimeRangePicker
            columns={columns.data}
            visible
            value={pickerValueOf(pickingRow, columns.data)}
            onConfirm={(value) => {
              const result = applyPick(pickingRow, value, columns.data);
              if (!result.ok) {
                refused.current = true;
                toast(result.message);
                return;
              }
              setRows((rs) => rs.map((r) => (r.id === result.row.id ? result.row : r)));
            }}
            onClose={() => {
              if (refused.current) {
                refused.current = false;
                return;
              }
              setPicking(null);
            }}
          />
        )}
      </>
    );
  }

  return (
    <StepUpPage
      title={title}
      navBar={!env.isApp}
      onBack={() => navigate(-1)}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!columns.isSuccess}
          onClick={() => {
            const problem = submitProblem(rows);
            if (problem) toast(problem);
            else setConfirming(true);
          }}
        >
          {choiceTimeTexts.submit}
        </Button>
      }
    >
      {body}
      <ConfirmTimesDialog
        visible={confirming}
        course={info.course}
        ranges={rows.filter(isChosen).map((r) => rowText(r, columns.data ?? null))}
        submitting={submitCall.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </StepUpPage>
  );
}

export function ChoiceTimePage() {
  const location = useLocation();
  const env = useEnvironment();
  const title = titleFor(location.pathname, { isMiniProgram: env.isMiniProgram });
  return (
    <ShiftCenterGate page="choiceTime" title={title}>
      {({ user, info }) => <ChoiceTimeScreen user={user} info={info} title={title} />}
    </ShiftCenterGate>
  );
}
