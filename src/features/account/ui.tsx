/** The look the profile's account-security lists share (signed-in devices, passkeys). */
import styled from 'styled-components';
import { Muted } from '../dashboard/ui/layout';

/** One row per item: its words take the room; its button sits beside them when there is space, under them when not. */
export const ItemList = styled.ul`
  list-style: none; margin: 0 0 ${({ theme }) => theme.space.md}; padding: 0;
  li {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child { border-bottom: 0; }
  li > div { flex: 1 1 18rem; min-width: 0; }
`;

export const ItemName = styled.p`
  margin: 0; font-weight: 600; overflow-wrap: anywhere;
`;

export const ItemDetails = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A card's note or problem, above its list. */
export const Message = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
