/**
 * The app's real screens of home, my classes, the parent centre and growth, routed as the app routes them, for
 * their stories: the tab screens inside the real tab shell (navbar, tab bar, keep-alive), the pages behind them on their own,
 * so a tap in a story really opens the next screen. Routes these features leave (login, the download page,
 * app-only pages) show where the parent went, as a story-only marker.
 */
import { ShellLayout } from '@wonder/web/src/app/shell/ShellLayout';
import {
  EvaReportListPage,
  GrowReportListTabPage,
  ScheduleSharePage,
  SituationSharePage,
  SituationTabPage,
  SituationV1SharePage,
  StudyPlanSharePage,
  StudyPlanTabPage,
} from '@wonder/web/src/features/growth';
import { HomePage } from '@wonder/web/src/features/home';
import { IframePage, LessonListPage, MyTabClassPage } from '@wonder/web/src/features/my-classes';
import { MyClassHourPage, ParentsCenterPage } from '@wonder/web/src/features/parent-centre';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Where a tap led outside these screens (visible in the story, and read by play functions). */
function Elsewhere() {
  const location = useLocation();
  return (
    <main style={{ padding: '0.48rem', fontSize: '0.28rem' }}>
      <p data-testid="story-location">{`${location.pathname}${location.search}`}</p>
    </main>
  );
}

export function AppScreens() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/index" element={<HomePage autoplay={false} />} />
        <Route path="/parentsCenter" element={<ParentsCenterPage />} />
        <Route path="/myTabClass" element={<MyTabClassPage autoplay={false} />} />
        <Route path="/growUp/studyPlan" element={<StudyPlanTabPage />} />
        <Route path="/growUp/situation" element={<SituationTabPage />} />
        <Route path="/growUp/growReportList" element={<GrowReportListTabPage />} />
      </Route>
      <Route path="/myClassHour" element={<MyClassHourPage />} />
      <Route path="/myClassList" element={<LessonListPage />} />
      <Route path="/courseList" element={<LessonListPage />} />
      <Route path="/iframePage" element={<IframePage />} />
      <Route path="/evaReportList" element={<EvaReportListPage />} />
      <Route path="/growUp/situation/share" element={<SituationSharePage />} />
      <Route path="/growUp/situation/v1/share" element={<SituationV1SharePage />} />
      <Route path="/growUp/situation/schedule" element={<ScheduleSharePage />} />
      <Route path="/growUp/studyPlan/share" element={<StudyPlanSharePage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
