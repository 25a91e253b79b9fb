import styled from 'styled-components';

/** Centres content at the site's reading width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.wide} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

/** A vertical band of the page. */
export const Section = styled.section<{ $tone?: 'plain' | 'alt' | 'dark' }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'alt' ? theme.color.surfaceAlt : $tone === 'dark' ? theme.color.navy : 'transparent'};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.onDark : 'inherit')};
`;
