/**
 * /evaReportList?grow=false&cateId&entry&subject (doc 3 §2): the evaluation reports of a step and subject
 * outside the growth tab, with its own navbar (grow=true: shown inside the growth tab of the app, which
 * has its own bar). Without a token the parent goes to /login (doc 3 §1).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageNavBar, usePageBack } from '../../../lib/blocks';
import { useFirstViewDrawn } from '../../../lib/first-load/first-view';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { routeTitles } from '../../../texts';
import { evaReportListQuery } from '../api/queries';
import { EvaReportList } from '../components/EvaReportList';
import { Panel, type PanelState } from '../components/Panel';
import { evaReportTarget } from '../rules/report';
import { evaTexts } from '../texts';
import '../components/growth.css';

function intOf(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

export function EvaReportListPage() {
  const api = useApi();
  const store = useUserStore();
  const token = useUserState(store).user?.token || null;
  const location = useLocation();
  const navigate = useAppNavigate();
  const back = usePageBack();
  const query = new URLSearchParams(location.search);
  const embedded = query.get('grow') === 'true';
  const filter = { cateId: intOf(query.get('cateId')), subject: intOf(query.get('subject')) };

  useEffect(() => {
    if (token) return;
    store.logout();
    navigate('/login', { replace: true });
  }, [token, store, navigate]);

  const reports = useQuery(evaReportListQuery(api, token, filter));
  // One call: its answer is the first view (lib/first-load/first-view.ts).
  useFirstViewDrawn(!reports.isPending);
  if (!token) return null;
  const list = reports.data ?? [];
  const state: PanelState = reports.isPending
    ? 'loading'
    : reports.isError
      ? 'error'
      : list.length
        ? 'ready'
        : 'empty';
  return (
    <div className="wp-gr-page">
      {!embedded && (
        <PageNavBar
          title={routeTitles.evaReportList}
          canGoBack={back.canGoBack}
          backLabel={evaTexts.back}
          homeLabel={evaTexts.backHome}
          onBack={back.back}
          onHome={back.home}
        />
      )}
      <main className="wp-gr" aria-label={embedded ? routeTitles.evaReportList : undefined}>
        <Panel
          state={state}
          failedTitle={evaTexts.failed}
          emptyTitle={evaTexts.empty}
          emptyHint={evaTexts.emptyHint}
          onRetry={() => void reports.refetch()}
        >
          <EvaReportList reports={list} onOpen={(r) => navigate(evaReportTarget(r))} />
        </Panel>
      </main>
    </div>
  );
}
