import { useCurrentYear } from '../useCurrentYear';
import styled from 'styled-components';
import { skipRenderingOffscreen } from '../../loading/skipOffscreen';
import { createLink } from '@tanstack/react-router';
import { company } from '../../content/company';
import { SECTORS } from '../../content/sectors';
import { footerContent } from '../../content/navigation';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { CookieSettingsButton } from '../../features/consent/CookieSettingsButton';
import { Logo } from '../../components/layout/Logo';
import { PlansButton } from '../../components/layout/PlansButton';
import { SocialLinks } from '../../components/layout/SocialLinks';
import { PostalAddress } from '../../components/ui/PostalAddress';

// The band itself is always rendered, so its dark background is there for a contrast audit run
// at load (axe, Lighthouse) as for a reader; only its content is skipped while off screen.
const Band = styled.footer`
  background: ${({ theme }) => theme.color.navyDeep};
  color: ${({ theme }) => theme.color.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  border-top: 3px solid ${({ theme }) => theme.color.gold};
`;

const Inner = styled.div`
  ${skipRenderingOffscreen({ narrow: 1203, wide: 731 })}
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
  ${({ theme }) => theme.media.wide} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr 1fr;
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
  }
`;

/** Spans the whole row on narrow screens. */
const Wide = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.wide} { grid-column: auto; }
`;

const Brand = styled(Wide)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  p { margin: 0; }
  address { font-style: normal; line-height: 1.5; }
`;

const TaglineShort = styled.p`
  color: ${({ theme }) => theme.color.onDark};
  ${({ theme }) => theme.media.wide} { display: none; }
`;

const TaglineLong = styled.p`
  color: ${({ theme }) => theme.color.onDark};
  max-width: 34ch;
  ${({ theme }) => theme.media.narrow} { display: none; }
`;

const ColumnHeading = styled.h2`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.gold};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const footerLinkStyles = `
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
  text-decoration: none;
`;

const FooterAnchor = styled.a`
  ${footerLinkStyles}
  color: ${({ theme }) => theme.color.onDark};
  &:hover { color: ${({ theme }) => theme.color.gold}; text-decoration: underline; text-underline-offset: 3px; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.gold}; outline-offset: 2px; }
`;
const FooterLink = createLink(FooterAnchor);

const FooterPlansButton = styled(PlansButton)`
  ${footerLinkStyles}
  color: ${({ theme }) => theme.color.onDark};
  &:hover { color: ${({ theme }) => theme.color.gold}; text-decoration: underline; text-underline-offset: 3px; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.gold}; outline-offset: 2px; }
`;

/** The slot of the newsletter form (the form brings its own heading and copy). */
const Newsletter = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(255, 255, 255, 0.04);
  border: 1px solid rgba(255, 255, 255, 0.1);
  color: ${({ theme }) => theme.color.onDark};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSize.xs};
  p { margin: 0; }
`;

/**
 * The site footer: brand and taglines (short below 768 px, long from 768 px), address, social
 * links, the link columns, the newsletter form and the copyright line with the current year.
 * Home is a plain link, so it reloads the page.
 */
export function Footer({ id }: { id?: string }) {
  const { links, columns } = footerContent;
  const year = useCurrentYear();
  return (
    <Band id={id}>
      <Inner>
        <Grid>
          <Brand>
            <Logo height={32} />
            <TaglineShort>{footerContent.taglineShort}</TaglineShort>
            <TaglineLong>{footerContent.taglineLong}</TaglineLong>
            <div>
              <ColumnHeading>{footerContent.officeHeading}</ColumnHeading>
              <PostalAddress lines={company.address.lines} />
            </div>
            <SocialLinks />
          </Brand>
          <nav aria-labelledby="footer-explore">
            <ColumnHeading id="footer-explore">{columns.explore}</ColumnHeading>
            <Links>
              <li>
                {/* A plain anchor on purpose: the footer's Home reloads the page. */}
                <FooterAnchor href="/">{links.home}</FooterAnchor>
              </li>
              <li>
                <FooterLink to="/about">{links.about}</FooterLink>
              </li>
              <li>
                <FooterLink to="/contact">{links.contact}</FooterLink>
              </li>
              <li>
                <FooterPlansButton />
              </li>
              <li>
                <FooterLink to="/certificates">{links.certifications}</FooterLink>
              </li>
            </Links>
          </nav>
          <nav aria-labelledby="footer-sectors">
            <ColumnHeading id="footer-sectors">{columns.sectors}</ColumnHeading>
            <Links>
              {SECTORS.map((sector) => (
                <li key={sector.id}>
                  <FooterLink to={sector.path}>{sector.name}</FooterLink>
                </li>
              ))}
            </Links>
          </nav>
          <nav aria-labelledby="footer-legal">
            <ColumnHeading id="footer-legal">{columns.legal}</ColumnHeading>
            <Links>
              <li>
                <FooterLink to="/privacy">{links.privacy}</FooterLink>
              </li>
              <li>
                <FooterLink to="/terms">{links.terms}</FooterLink>
              </li>
              <li>
                <FooterLink to="/faq">{links.faq}</FooterLink>
              </li>
              <li>
                <FooterLink to="/risk">{links.risk}</FooterLink>
              </li>
              <li>
                <CookieSettingsButton />
              </li>
            </Links>
          </nav>
          <Newsletter>
            <NewsletterForm />
          </Newsletter>
        </Grid>
        <Bottom>
          <p>{footerContent.copyright(year)}</p>
          <p>{footerContent.registration}</p>
        </Bottom>
      </Inner>
    </Band>
  );
}
