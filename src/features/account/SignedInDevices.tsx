import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { dateAndTime, devicesCopy as c } from '../../content/dashboard';
import { LoadState } from '../dashboard/ui/LoadState';
import { Actions, Card, Muted } from '../dashboard/ui/layout';
import { useSignedInDevices } from './signedInDevices.flow';

const List = styled.ul`
  list-style: none; margin: 0 0 ${({ theme }) => theme.space.md}; padding: 0;
  li {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child { border-bottom: 0; }
  /* The words take the room; the button sits beside them when there is space, under them when not. */
  li > div { flex: 1 1 18rem; min-width: 0; }
`;

const Name = styled.p`
  margin: 0; font-weight: 600;
`;

const Badge = styled.span`
  display: inline-block; white-space: nowrap;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 2px 8px; border-radius: 999px; font-size: ${({ theme }) => theme.fontSize.sm}; font-weight: 600;
  background: ${({ theme }) => theme.color.successSurface}; color: ${({ theme }) => theme.color.success};
`;

const Details = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Message = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The profile's list of signed-in devices, with a way to sign out any other one. */
export function SignedInDevices() {
  const view = useSignedInDevices();
  return (
    <Card aria-labelledby="signed-in-devices">
      <h2 id="signed-in-devices">{c.title}</h2>
      <Muted style={{ marginBottom: 16 }}>{c.intro}</Muted>
      {view.problem !== null ? <Message><Alert tone="error">{view.problem}</Alert></Message> : null}
      {view.note !== null ? <Message><Alert tone="success">{view.note}</Alert></Message> : null}
      {view.devices ? (
        <>
          <List>
            {view.devices.map((device) => {
              const name = c.on(device.browser, device.device);
              return (
                <li key={device.id}>
                  <div>
                    <Name>{name}{device.current ? <Badge>{c.thisDevice}</Badge> : null}</Name>
                    <Details>
                      {[device.ip ? c.address(device.ip) : null, c.signedIn(dateAndTime(device.signedInAt)), c.lastActive(dateAndTime(device.lastSeenAt))]
                        .filter(Boolean).join(' · ')}
                    </Details>
                  </div>
                  {device.current ? null : (
                    <Button type="button" $variant="secondary" aria-label={c.endLabel(name)} disabled={view.busy} onClick={() => view.end(device.id)}>
                      {view.ending === device.id ? c.ending : c.end}
                    </Button>
                  )}
                </li>
              );
            })}
          </List>
          {view.hasOthers ? (
            <Actions>
              <Button type="button" $variant="danger" disabled={view.busy} onClick={view.endOthers}>
                {view.endingOthers ? c.endingOthers : c.endOthers}
              </Button>
            </Actions>
          ) : <Muted>{c.onlyThisOne}</Muted>}
        </>
      ) : <LoadState error={view.loadError} onRetry={view.retry} />}
    </Card>
  );
}
