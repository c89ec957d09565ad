/**
 * /iframePage?url= (doc 3 §2 link-type categories; report pages): embeds the address only when its origin
 * is allowed (domain/external-config.ts); anything else is the blocked state. `title` in the query names the
 * page (chosen), else the app's name.
 */
import { useLocation } from 'react-router-dom';
import { isEmbeddableUrl } from '../../../domain/external-config';
import { usePageBack } from '../../../lib/blocks';
import { IframeView } from '../components/IframeView';
import { iframeTexts } from '../texts';

export function IframePage() {
  const location = useLocation();
  const back = usePageBack();
  const query = new URLSearchParams(location.search);
  const url = query.get('url')?.trim() ?? '';
  const allowed = url !== '' && isEmbeddableUrl(url, window.location.origin);
  return (
    <IframeView
      url={allowed ? url : null}
      title={query.get('title')?.trim() || iframeTexts.title}
      canGoBack={back.canGoBack}
      onBack={back.back}
      onHome={back.home}
    />
  );
}
