import { Button } from '../../components/ui/Button';
import { dateAndTime, passkeysCopy as c } from '../../content/dashboard';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input } from '../../components/cards/fields';
import { Actions, Muted, Stack } from '../../components/cards/layout';
import { usePasskeys } from './passkeys.flow';
import { ItemDetails, ItemList, ItemName, ListCard } from './ui';
import { usePasskeySupport } from './usePasskeySupport';

/** The profile's passkeys: the list, removing one, and adding one on this device. */
export function Passkeys() {
  const { view, retry, add, remove } = usePasskeys();
  const supported = usePasskeySupport();
  // Drawn anew as a passkey is added (the name field then empty) and as the next one starts
  // (showing the name kept for it); the same form while adding fails keeps what was typed.
  const formKey = view.justAdded ? 'added' : 'adding';
  /** The name typed in the form. */
  const nameOf = (form: HTMLFormElement) => {
    const name = new FormData(form).get('name');
    return String(name ?? '');
  };
  return (
    <ListCard id="passkeys-title" title={c.title} intro={c.intro} problem={view.problem} note={view.note}>
      {view.passkeys ? (
        <Stack>
          {view.passkeys.length > 0 ? (
            <ItemList aria-label={c.title}>
              {view.passkeys.map((passkey) => (
                <li key={passkey.id}>
                  <div>
                    <ItemName>{passkey.name}</ItemName>
                    <ItemDetails>
                      {c.added(dateAndTime(passkey.createdAt))} · {passkey.lastUsedAt === null ? c.neverUsed : c.lastUsed(dateAndTime(passkey.lastUsedAt))}
                    </ItemDetails>
                  </div>
                  <Button type="button" $variant="secondary" aria-label={c.removeLabel(passkey.name)} disabled={view.busy} onClick={() => remove(passkey.id)}>
                    {view.removing === passkey.id ? c.removing : c.remove}
                  </Button>
                </li>
              ))}
            </ItemList>
          ) : <Muted>{c.none}</Muted>}
          {supported ? (
            <form key={formKey} noValidate onSubmit={(event) => { event.preventDefault(); add(nameOf(event.currentTarget)); }}>
              <Stack>
                <Field id="passkey-name" label={c.name}>
                  <Input id="passkey-name" name="name" autoComplete="off" maxLength={100} placeholder={c.namePlaceholder} disabled={view.adding} defaultValue={view.name} />
                </Field>
                <Actions>
                  <Button type="submit" disabled={view.busy}>{view.adding ? c.adding : c.add}</Button>
                </Actions>
              </Stack>
            </form>
          ) : <Muted>{c.unsupported}</Muted>}
        </Stack>
      ) : <LoadState error={view.loadError} onRetry={retry} />}
    </ListCard>
  );
}
