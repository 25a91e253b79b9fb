import { ButtonLink } from '../../components/ui/Button';
import { profileCopy, shortDate } from '../../content/dashboard';
import { Passkeys } from '../../features/account/Passkeys';
import { SignedInDevices } from '../../features/account/SignedInDevices';
import { TwoFactorSettings } from '../../features/account/TwoFactorSettings';
import { useProfile } from '../../features/dashboard/resource.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Summary } from '../../components/cards/figures';
import { Card, ScreenTitle, Stack } from '../../components/cards/layout';

export function ProfilePage() {
  const { view: profile, retry } = useProfile();
  const c = profileCopy;
  return (
    <>
      <ScreenTitle title={c.title} subtitle={c.subtitle} />
      <Stack style={{ maxWidth: 640 }}>
        <Card $accent>
          {profile.data ? (
            <>
              <Summary>
                <dt>{c.name}</dt><dd>{`${profile.data.first_name} ${profile.data.last_name}`}</dd>
                <dt>{c.email}</dt><dd>{profile.data.email}</dd>
                <dt>{c.referralCode}</dt><dd><code>{profile.data.referral_code}</code></dd>
                <dt>{c.joined}</dt><dd>{shortDate(profile.data.joined_at)}</dd>
              </Summary>
              <ButtonLink to="/dashboard/profile/edit" $variant="secondary">{c.edit}</ButtonLink>
            </>
          ) : <LoadState error={profile.error} onRetry={retry} />}
        </Card>
        <TwoFactorSettings />
        <Passkeys />
        <SignedInDevices />
      </Stack>
    </>
  );
}
