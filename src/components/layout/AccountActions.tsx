import { ButtonLink } from '../ui/Button';
import { headerContent } from '../../content/navigation';
import { useSignedIn } from './useSignedIn';

/**
 * The header's account buttons: Login and Sign Up for visitors, Dashboard and Log out when an
 * `access` entry exists. `block` stretches them for the narrow menu; `onChoose` closes it.
 */
export function AccountActions({ block = false, onChoose }: { block?: boolean; onChoose?: () => void }) {
  const signedIn = useSignedIn();
  const size = block ? 'md' : 'sm';
  return signedIn ? (
    <>
      <ButtonLink to="/dashboard" $variant="ghost" $size={size} $block={block} onClick={onChoose}>
        {headerContent.dashboard}
      </ButtonLink>
      <ButtonLink to="/auth/logout" $variant="primary" $size={size} $block={block} onClick={onChoose}>
        {headerContent.logout}
      </ButtonLink>
    </>
  ) : (
    <>
      <ButtonLink to="/auth/login" $variant="ghost" $size={size} $block={block} onClick={onChoose}>
        {headerContent.login}
      </ButtonLink>
      <ButtonLink to="/auth/signup" $variant="primary" $size={size} $block={block} onClick={onChoose}>
        {headerContent.signUp}
      </ButtonLink>
    </>
  );
}
