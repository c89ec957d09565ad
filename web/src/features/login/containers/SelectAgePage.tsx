/**
 * /selectAgePage: the age selection after a first login (doc 1 §2, §5). Submit saves the age; then either
 * a toast (保存成功) and the dialog just closes (doc 1 §2 "a toast and closes": the parent goes on where a
 * login that is not a first one goes, rules/route-back.ts, since the page behind the dialog is empty), or —
 * when the cfplHourDialog config says so — the class-hour dialog whose button goes to the parent centre.
 * A visitor without a token never gets here: the route needs one (lib/routes.ts, doc 1 §6).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { classHourRewardHref } from '../../../domain/class-hour-reward';
import { Deferred } from '../../../lib/first-load/deferred';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useFeedback } from '../../../lib/services';
import type { ClassHourDialogConfig } from '../api/login-api';
import { updateAgeMutation } from '../api/queries';
import { AgeSelection, DEFAULT_AGE } from '../components/AgeSelection';
import { backTarget } from '../rules/route-back';
import { ageTexts } from '../texts';
import { LazyClassHourDialog } from './lazy-popups';

export function SelectAgePage() {
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const [age, setAge] = useState(DEFAULT_AGE);
  const [open, setOpen] = useState(true);
  const [classHour, setClassHour] = useState<ClassHourDialogConfig | null>(null);
  const update = useMutation(updateAgeMutation(useApi()));

  const submit = () => {
    update.mutate(age, {
      onSuccess: (config) => {
        setOpen(false);
        if (config) {
          setClassHour(config);
          return;
        }
        feedback.toast({ content: ageTexts.saved });
        navigate(backTarget(), { replace: true });
      },
    });
  };

  return (
    <main className="wp-login-age-page">
      <AgeSelection
        visible={open}
        value={age}
        submitting={update.isPending}
        onChange={setAge}
        onSubmit={submit}
      />
      <Deferred when={classHour !== null}>
        <LazyClassHourDialog
          visible={classHour !== null}
          title={classHour?.title ?? ''}
          content={classHour?.content ?? ''}
          buttonText={classHour?.buttonText}
          onGo={() => navigate(classHourRewardHref(), { replace: true })}
        />
      </Deferred>
    </main>
  );
}
