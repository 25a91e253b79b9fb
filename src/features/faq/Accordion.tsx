import { memo, useCallback, useRef, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { useAccordion } from './accordion.flow';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

const List = styled.div`
  border-top: 1px solid ${theme.color.border};
`;

// Open and closed are fixed rules keyed on attributes, not props: a prop that changes with the
// state makes styled-components build and insert a class during the click (the click's INP). The
// rules read the one theme directly rather than through the ThemeProvider: rules without a
// function are static, and styled-components then skips working out their class on every render
// of a row that opens or closes. No transitions: each one starting dispatched transitionrun and
// transitionstart events through React's root listener in the frame that shows the open answer.
const Item = styled.div`
  border-bottom: 1px solid ${theme.color.border};
  background: transparent;
  &[data-open] { background: ${theme.color.surfaceAlt}; }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  border: 0;
  background: none;
  text-align: left;
  cursor: pointer;
  font-family: ${theme.font.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: 600;
  color: ${theme.color.navy};
  ${theme.media.wide} { font-size: ${theme.fontSize.xl}; }
  &:hover { color: ${theme.color.navySoft}; }
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.navy};
  transform: rotate(0);
  font-family: ${theme.font.body};
  font-size: 1.25rem;
  line-height: 1;
  [aria-expanded='true'] > & {
    background: ${theme.color.navy};
    color: ${theme.color.gold};
    transform: rotate(45deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${theme.space.md} ${theme.space.lg};
  color: ${theme.color.ink};
  max-width: 48rem;
  p { margin: 0 0 ${theme.space.sm}; }
`;

/**
 * An accordion (WAI-ARIA APG): each header is a button inside a heading with aria-expanded and
 * aria-controls; each panel is a region labelled by its button. At most one panel is open, and
 * toggling the open one closes it (accordion machine). Arrow keys, Home and End move between
 * headers, as the pattern suggests.
 */
export function Accordion({ items, idPrefix }: { items: readonly AccordionItem[]; idPrefix: string }) {
  const {
    view: { openId },
    toggle,
  } = useAccordion();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = items.length;

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = count - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }, [count]);

  return (
    <List>
      {items.map((item, index) => (
        <AccordionRow key={item.id} item={item} index={index} open={item.id === openId} idPrefix={idPrefix} buttons={buttons} onToggle={toggle} onKeyDown={onKeyDown} />
      ))}
    </List>
  );
}

interface RowProps {
  item: AccordionItem;
  index: number;
  open: boolean;
  idPrefix: string;
  buttons: MutableRefObject<(HTMLButtonElement | null)[]>;
  onToggle: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/**
 * One header and its panel. Memoised with stable handlers: a toggle renders only the row that
 * opens and the one that closes, not every question on the page (the click's INP).
 */
const AccordionRow = memo(function AccordionRow({ item, index, open, idPrefix, buttons, onToggle, onKeyDown }: RowProps) {
  const buttonId = `${idPrefix}-${item.id}-button`;
  const panelId = `${idPrefix}-${item.id}-panel`;
  return (
    <Item data-open={open || undefined}>
      <Heading>
        <Trigger
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <span>{item.title}</span>
          <Icon aria-hidden="true">
            +
          </Icon>
        </Trigger>
      </Heading>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {item.content}
      </Panel>
    </Item>
  );
});
