/**
 * The routes a page story can reach, so a redirect or a button that navigates shows where it leads: the
 * download pages, the guide and the newcomer page render their real containers; any other path renders a
 * plain line naming it (a play function can read it), as the app's other screens are not under review here.
 */
import {
  CommonGuidePage,
  DownloadAppPage,
  type DownloadAppPageProps,
  DownloadAppPcPage,
  type DownloadAppPcPageProps,
} from '@wonder/web/src/features/download';
import { FreshmentEnrollmentPage } from '@wonder/web/src/features/freshment';
import { Route, Routes, useLocation } from 'react-router-dom';

export const ELSEWHERE_TEST_ID = 'story-elsewhere';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <p data-testid={ELSEWHERE_TEST_ID}>{`${pathname}${search}`}</p>
    </main>
  );
}

export interface PageRoutesProps {
  download?: DownloadAppPageProps;
  pc?: DownloadAppPcPageProps;
}

export function PageRoutes({ download, pc }: PageRoutesProps) {
  return (
    <Routes>
      <Route path="/downloadApp" element={<DownloadAppPage {...download} />} />
      <Route path="/downloadAppPc" element={<DownloadAppPcPage {...pc} />} />
      <Route path="/commonGuide" element={<CommonGuidePage />} />
      <Route path="/freshmentEnrollment" element={<FreshmentEnrollmentPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
