import styled from 'styled-components';

/** A list laid out as a grid of cards: one column when narrow, `$wideColumns` from 768 px. */
export const ListGrid = styled.ul<{ $wideColumns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(${({ $wideColumns }) => $wideColumns}, minmax(0, 1fr));
  }
`;
