/** /commonGuide (doc 1 §2, doc 2 §2): the guide its `code` names, or the "not found" state. */
import { useLocation } from 'react-router-dom';
import { CommonGuide } from '../components/CommonGuide';
import { guideFor } from '../guides';
import { useBack } from './use-back';

export function CommonGuidePage() {
  const location = useLocation();
  const { back, home } = useBack();
  const guide = guideFor(new URLSearchParams(location.search).get('code'));
  return <CommonGuide guide={guide} onBack={back} onHome={home} />;
}
