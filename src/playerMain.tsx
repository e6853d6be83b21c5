// Global styles first, as in main.tsx, so that the play feature's styles come later in the cascade.
import '@/common/styles/index.css';
import { mountPage } from '@/app/mountPage';
import { PlayerPage } from '@/app/PlayerLayout';

// The entry of join.html, the player's page at /join: one screen, so no router (SPEC §2 Player screen).
mountPage(<PlayerPage />);
