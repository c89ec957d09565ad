/**
 * The app's real tab shell (ShellLayout) at one tab route, for the shell stories: the tab config and the
 * parent's info come from the fixtures client through the shell's own queries, the environment and the
 * persona from the story's parameters. The page itself is an empty placeholder region.
 */
import { ShellLayout } from '@wonder/web/src/app/shell/ShellLayout';
import { Route, Routes } from 'react-router-dom';

/** Every tab route renders an empty page, so tapping a tab really navigates inside the story. */
const TAB_PATHS = ['/index', '/growUp/studyPlan', '/myTabClass', '/parentsCenter'];

export function ShellStory() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {TAB_PATHS.map((path) => (
          <Route key={path} path={path} element={<div style={{ minHeight: '6rem' }} />} />
        ))}
      </Route>
    </Routes>
  );
}
