/**
 * /protocol, /userAgreement, /userPrivacy, /userChildrenPrivacy: the document the route names (rules/protocol),
 * as the backend serves it, sanitised. /protocol renders without the app initialisation (doc 1 §1; the
 * route table's skipInit): this page needs no user.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { usePageBack } from '../../../lib/blocks';
import { titleFor } from '../../../lib/routes';
import { useApi } from '../../../lib/services';
import { useEnvironment } from '../../../platform/use-environment';
import { protocolQuery } from '../api/protocol';
import { ProtocolView } from '../components/ProtocolView';
import { protocolTypeFor } from '../rules/protocol';

export function ProtocolPage() {
  const location = useLocation();
  const env = useEnvironment();
  const back = usePageBack();
  const doc = useQuery(protocolQuery(useApi(), protocolTypeFor(location.pathname, location.search)));
  return (
    <ProtocolView
      title={titleFor(location.pathname, { isMiniProgram: env.isMiniProgram, search: location.search })}
      document={doc.data ?? null}
      failed={doc.isError}
      canGoBack={back.canGoBack}
      onBack={back.back}
      onHome={back.home}
      onReload={() => void doc.refetch()}
    />
  );
}
