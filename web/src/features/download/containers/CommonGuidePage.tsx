/** /commonGuide (doc 1 §2, doc 2 §2): the guide its `code` names, or the "not found" state. */
import { useLocation } from 'react-router-dom';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { CommonGuide } from '../components/CommonGuide';
import { guideFor } from '../rules/guides';

export function CommonGuidePage() {
  const location = useLocation();
  const { back, home } = usePageBack();
  const guide = guideFor(new URLSearchParams(location.search).get('code'));
  return <CommonGuide guide={guide} onBack={back} onHome={home} />;
}
