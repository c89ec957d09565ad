/**
 * The growth tab in a plain browser (doc 3 §2, §8): "this feature is not supported in the browser;
 * download the parent app", and 去下载. Presentational.
 */
import { StatusBlock } from '../../../lib/blocks';
import { growthTexts } from '../texts';

export function NotSupportedView({ onDownload }: { onDownload(): void }) {
  return (
    <div className="wp-gr-unsupported">
      <StatusBlock
        art="app"
        title={growthTexts.notSupported}
        hint={growthTexts.notSupportedHint}
        action={{ text: growthTexts.download, onPress: onDownload }}
      />
    </div>
  );
}
