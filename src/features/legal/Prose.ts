import styled from 'styled-components';

/** Reading typography for long text: measure, rhythm, lists and tables. */
export const Prose = styled.div`
  max-width: 46rem;
  color: ${({ theme }) => theme.color.ink};
  font-size: 1.0625rem;
  line-height: 1.7;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.md};
    ${({ theme }) => theme.media.wide} { font-size: ${({ theme }) => theme.fontSize.xxl}; }
  }
  h2:first-child { margin-top: 0; }
  p, ul, ol { margin: 0 0 ${({ theme }) => theme.space.md}; }
  ul { padding-left: 1.25rem; }
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
  li::marker { color: ${({ theme }) => theme.color.goldDeep}; }
`;
