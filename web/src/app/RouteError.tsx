/** Route error element: a screen chunk that failed or timed out (120 s), or a render error. */
import { Button, ErrorBlock } from 'antd-mobile';
import { useRouteError } from 'react-router-dom';
import { texts } from '../texts';

export function RouteError() {
  const error = useRouteError();
  console.error('[route]', error);
  return (
    <main style={{ paddingTop: '2rem', textAlign: 'center' }}>
      <ErrorBlock status="default" title={texts.request.failed} description={texts.request.retry} />
      <Button color="primary" style={{ marginTop: '0.4rem' }} onClick={() => window.location.reload()}>
        {texts.request.retry}
      </Button>
    </main>
  );
}
