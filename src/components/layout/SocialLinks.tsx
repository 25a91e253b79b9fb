import styled from 'styled-components';
import { company } from '../../content/company';
import { footerContent } from '../../content/navigation';

type Network = (typeof company.social)[number]['name'];

/** Simple original glyphs on a 24-unit grid, drawn in the current colour. */
const GLYPHS: Record<Network, React.ReactNode> = {
  LinkedIn: (
    <>
      <rect x="4" y="9.5" width="3.2" height="10" rx="0.6" />
      <circle cx="5.6" cy="5.8" r="1.9" />
      <path d="M10 9.5h3v1.6c.7-1.1 1.9-1.9 3.6-1.9 2.5 0 3.4 1.6 3.4 4.3v6h-3.2v-5.4c0-1.4-.4-2.3-1.7-2.3s-1.9 1-1.9 2.3v5.4H10z" />
    </>
  ),
  X: <path d="M4.5 4h4.2l3.8 5.2L17 4h2.3l-5.8 6.7L20 20h-4.2l-4.1-5.7L6.8 20H4.5l6.2-7.1z" />,
  Facebook: <path d="M13.4 20v-7h2.4l.4-2.8h-2.8V8.5c0-.8.3-1.4 1.4-1.4h1.5V4.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2h-2.4V13h2.4v7z" />,
  Instagram: (
    <>
      <path d="M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5Zm0 1.8A2.7 2.7 0 0 0 5.3 8v8A2.7 2.7 0 0 0 8 18.7h8a2.7 2.7 0 0 0 2.7-2.7V8A2.7 2.7 0 0 0 16 5.3Z" />
      <path d="M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 1.8a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4Z" />
      <circle cx="16.9" cy="7.1" r="1.1" />
    </>
  ),
};

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SocialAnchor = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid rgba(255, 255, 255, 0.22);
  color: ${({ theme }) => theme.color.onDark};
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;
  &:hover { background: ${({ theme }) => theme.color.gold}; border-color: ${({ theme }) => theme.color.gold}; color: ${({ theme }) => theme.color.navyDeep}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.gold}; outline-offset: 2px; }
`;

/** The company's social profiles from company.ts, each named for screen readers. */
export function SocialLinks() {
  return (
    <List aria-label={footerContent.socialLabel}>
      {company.social.map((profile) => (
        <li key={profile.name}>
          <SocialAnchor href={profile.href} aria-label={footerContent.socialLinkLabel(profile.name)} rel="noopener">
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              {GLYPHS[profile.name]}
            </svg>
          </SocialAnchor>
        </li>
      ))}
    </List>
  );
}
