import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { dateAndTime, devicesCopy as c } from '../../content/dashboard';
import { LoadState } from '../../components/cards/LoadState';
import { Actions, Muted } from '../../components/cards/layout';
import { useSignedInDevices } from './signedInDevices.flow';
import { ItemDetails, ItemList, ItemName, ListCard } from './ui';

const Badge = styled.span`
  display: inline-block; white-space: nowrap;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 2px 8px; border-radius: 999px; font-size: ${({ theme }) => theme.fontSize.sm}; font-weight: 600;
  background: ${({ theme }) => theme.color.successSurface}; color: ${({ theme }) => theme.color.success};
`;

/** The profile's list of signed-in devices, with a way to sign out any other one. */
export function SignedInDevices() {
  const { view, retry, end, endOthers } = useSignedInDevices();
  return (
    <ListCard id="signed-in-devices" title={c.title} intro={c.intro} problem={view.problem} note={view.note}>
      {view.devices ? (
        <>
          <ItemList>
            {view.devices.map((device) => {
              const name = c.on(device.browser, device.device);
              return (
                <li key={device.id}>
                  <div>
                    <ItemName>{name}{device.current ? <Badge>{c.thisDevice}</Badge> : null}</ItemName>
                    <ItemDetails>
                      {[device.place, device.ip ? c.address(device.ip) : null, c.signedIn(dateAndTime(device.signedInAt)), c.lastActive(dateAndTime(device.lastSeenAt))]
                        .filter(Boolean).join(' · ')}
                    </ItemDetails>
                  </div>
                  {device.current ? null : (
                    <Button type="button" $variant="secondary" aria-label={c.endLabel(name)} disabled={view.busy} onClick={() => end(device.id)}>
                      {view.ending === device.id ? c.ending : c.end}
                    </Button>
                  )}
                </li>
              );
            })}
          </ItemList>
          {view.hasOthers ? (
            <Actions>
              <Button type="button" $variant="danger" disabled={view.busy} onClick={endOthers}>
                {view.endingOthers ? c.endingOthers : c.endOthers}
              </Button>
            </Actions>
          ) : <Muted>{c.onlyThisOne}</Muted>}
          {view.devices.some((device) => device.place) ? (
            <ItemDetails style={{ marginTop: 16 }}>{c.placesCredit} <a href="https://db-ip.com">{c.placesSource}</a>.</ItemDetails>
          ) : null}
        </>
      ) : <LoadState error={view.loadError} onRetry={retry} />}
    </ListCard>
  );
}
