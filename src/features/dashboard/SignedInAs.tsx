import { useEffect } from 'react';
import styled from 'styled-components';
import { dashboardNav } from '../../content/dashboard';
import { onAccountChange } from './accountChanges';
import { useAccount } from './resource.flow';

// The line's height is kept before the account arrives: one line of the name's size, and on a
// phone, where the e-mail goes below the name, that line and one of the e-mail's size.
const Bar = styled.p`
  grid-column: 1 / -1;
  margin: 0; line-height: 1.5; min-height: calc(1.5 * ${({ theme }) => theme.fontSize.md});
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted};
  strong, span { min-width: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  strong { color: ${({ theme }) => theme.color.ink}; font-size: ${({ theme }) => theme.fontSize.md}; }
  ${({ theme }) => theme.media.narrow} {
    min-height: calc(1.5 * ${({ theme }) => theme.fontSize.md} + 1.5 * ${({ theme }) => theme.fontSize.sm});
    span { flex-basis: 100%; }
  }
`;

/**
 * Whose account this is: the investor's name and e-mail above every dashboard screen. Nothing
 * shows until they arrive (the line keeps its height), and nothing when they cannot be had.
 */
export function SignedInAs() {
  const { view, reload } = useAccount();
  const { data: account } = view;
  // A saved profile changes the name: load it again (the old one shows until the new one is in).
  useEffect(() => onAccountChange(reload), [reload]);
  return (
    <Bar>
      {account ? (
        <>
          {/* Spaces between the parts, so they are read as words; the gap lays them out. */}
          {dashboardNav.signedInAs}{' '}
          <strong>{`${account.first_name} ${account.last_name}`}</strong>{' '}
          <span>{account.email}</span>
        </>
      ) : null}
    </Bar>
  );
}
