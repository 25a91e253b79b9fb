import styled from 'styled-components';
import { ListGrid } from '../../components/ui/ListGrid';
import { Container, Section } from '../../components/ui/Container';
import { InitialsAvatar } from '../../components/marketing/InitialsAvatar';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { TEAM, teamCopy } from '../../content/team';

const Grid = styled(ListGrid).attrs({ $wideColumns: 3 })``;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  header { display: flex; align-items: center; gap: ${({ theme }) => theme.space.md}; margin-bottom: ${({ theme }) => theme.space.md}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.lg}; }
  header p { margin: 0; color: ${({ theme }) => theme.color.navySoft}; font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm}; }
  > p { margin: 0; color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

/** The leadership team, each with an initials avatar, role and short biography. */
export function TeamSection() {
  return (
    <Section $tone="alt" aria-labelledby="team-heading">
      <Container>
        <SectionHeading id="team-heading" title={teamCopy.heading} intro={teamCopy.intro} />
        <Grid>
          {TEAM.map((member) => (
            <Card key={member.name}>
              <header>
                <InitialsAvatar name={member.name} tint={member.tint} size={64} />
                <div>
                  <h3>{member.name}</h3>
                  <p>{member.role}</p>
                </div>
              </header>
              <p>{member.bio}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
