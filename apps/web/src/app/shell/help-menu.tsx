import { HelpButton } from '../../features/help/components/help-button.tsx';
import { DeferredMenu, lazyMenu } from './deferred-menu.tsx';
import { openWelcomeTour } from './welcome-tour-slot.tsx';

const HelpPopup = lazyMenu<{ onTutorials?: () => void }>(
  () => import('../../features/help/components/help-popup.tsx'),
  () => <HelpButton />,
);

/** The help button of the header; the dropdown's code loads when the host heads for it (issue 10). */
export function HelpMenu() {
  return (
    <DeferredMenu
      menu={HelpPopup}
      props={{ onTutorials: openWelcomeTour }}
      button={(handlers) => <HelpButton {...handlers} />}
    />
  );
}
