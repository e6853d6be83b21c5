import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';
import { useAuthStatus, useAuthUser, useUserRecord } from '@/features/auth';
import { AccountTab } from './AccountTab';
import { OptionsTab } from './OptionsTab';
import './settings.css';

const TABS = ['Account', 'Nameplate', 'Options'] as const;
type Tab = (typeof TABS)[number];

/** The signed-in user's account, nameplate and options (SPEC §2, /settings). */
export function SettingsPage() {
  useDocumentTitle(documentTitle(screenTexts.settingsTitle));
  const status = useAuthStatus();
  const user = useAuthUser();
  const record = useUserRecord();

  if (status === 'signedOut') return <Navigate to={pageUrls.logInToSettings} replace />;

  return (
    <article className="page settings-page">
      <div className="page-header">
        <h1>{screenTexts.settingsTitle}</h1>
      </div>
      {status === 'signedIn' && user && record ? (
        <SettingsTabs uid={user.uid} email={user.email} />
      ) : (
        <p className="screen-loading" role="status">
          {screenTexts.loading}
        </p>
      )}
    </article>
  );
}

function SettingsTabs({ uid, email }: { uid: string; email: string }) {
  const [selected, setSelected] = useState<Tab>('Account');
  const idPrefix = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const tabId = (tab: Tab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: Tab) => `${idPrefix}-panel-${tab}`;

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(selected) + step + TABS.length) % TABS.length] ?? selected;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="settings-tabs">
      <div className="tab-list" role="tablist" aria-label="Settings" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(tab)}
          >
            {tab}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {selected === 'Account' && <AccountTab email={email} />}
        {selected === 'Nameplate' && <p className="coming-soon">{screenTexts.nameplateComingSoon}</p>}
        {selected === 'Options' && <OptionsTab uid={uid} />}
      </div>
    </div>
  );
}
