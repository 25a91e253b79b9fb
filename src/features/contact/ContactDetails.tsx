import styled from 'styled-components';
import { contactContent } from '../../content/contact';
import { PostalAddress } from '../../components/ui/PostalAddress';

const Card = styled.aside`
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  h2 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.xl}; margin: 0; }
  h3 {
    color: ${({ theme }) => theme.color.gold};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  address, p { font-style: normal; margin: 0; color: ${({ theme }) => theme.color.onDarkMuted}; }
  a { color: ${({ theme }) => theme.color.onDark}; font-weight: 600; overflow-wrap: anywhere; }
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  padding-top: ${({ theme }) => theme.space.md};
`;

/** The company's address, support e-mail and hours, beside the contact form. */
export function ContactDetails() {
  const copy = contactContent.details;
  return (
    <Card aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{copy.heading}</h2>
      <div>
        <h3>{copy.officeHeading}</h3>
        <PostalAddress lines={copy.addressLines} />
      </div>
      <div>
        <h3>{copy.emailHeading}</h3>
        <p>
          <a href={`mailto:${copy.supportEmail}`}>{copy.supportEmail}</a>
        </p>
      </div>
      <div>
        <h3>{copy.hoursHeading}</h3>
        <p>{copy.hours}</p>
      </div>
      <Small>{copy.companyLine}</Small>
    </Card>
  );
}
