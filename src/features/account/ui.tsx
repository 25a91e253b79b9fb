/** The look the profile's account-security lists share (signed-in devices, passkeys). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Card, Muted } from '../../components/cards/layout';

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
const Message = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A profile card named by its heading: what it is for, then the last action's problem or note, then its content. */
export function ListCard({ id, title, intro, problem, note, children }: {
  id: string; title: string; intro: string; problem: string | null; note: string | null; children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Muted style={{ marginBottom: 16 }}>{intro}</Muted>
      {problem !== null ? <Message><Alert tone="error">{problem}</Alert></Message> : null}
      {note !== null ? <Message><Alert tone="success">{note}</Alert></Message> : null}
      {children}
    </Card>
  );
}
