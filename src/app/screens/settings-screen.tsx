import SettingsPage from '../../features/settings/components/settings-page';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

/** Settings with auth's sign-out. */
export default function SettingsScreen() {
  const signOut = useSignOut();
  return <SettingsPage onSignOut={() => void signOut()} />;
}
