/**
 * What renders reads the frame's environment while a frame is prerendered or hydrates; what a call is built for
 * reads the phone's (platform/use-environment.ts).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { detectEnvironment, FRAME_ENVIRONMENT, setEnvironment } from '../env';
import { useCallEnvironment, useEnvironment } from '../use-environment';

const APP = 'Mozilla/5.0 (Linux; Android 14) WonderParent/2.6.0 (Android)';

function Both() {
  return createElement('p', null, `${useEnvironment().kind} ${useCallEnvironment().kind}`);
}

describe('the environment a screen renders and the one its calls are made for', () => {
  afterEach(() => setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0' })));

  it("while a frame is drawn (the server snapshot): the frame's for rendering, the phone's for calls", () => {
    setEnvironment(detectEnvironment({ userAgent: APP }));
    expect(renderToString(createElement(Both))).toContain(`${FRAME_ENVIRONMENT.kind} android-app`);
  });
});
