/**
 * The parts the wording tables (scripts/paths/wording.ts) are made of: what a table holds, how a
 * text the page shows and a description of what the person sees are told apart, how long a wait
 * reads, and the shapes several machines share (a form: type, submit, retry; the server busy).
 */
import type { EventObject } from 'xstate';
import { BUSY_NOTICES, DASHBOARD_TEXTS } from '../../tests/oracle/index';

/**
 * What the person sees: a string is a text the page shows word for word ("Please complete the
 * CAPTCHA."), read as `Shows "…"`; a function gives the whole sentence, from the event that led
 * there when the words are the server's (`Shows the message "Invalid email or password."`).
 */
export type Seen = string | ((event: EventObject) => string);

/** A call the machine makes (an invoked actor), in words: what it is, and, when the generic sentence would not do, how its answer and its refusal read. */
export type Call = string | { name: string; done?: (event: EventObject) => string; error?: (event: EventObject) => string };

export interface Wording {
  /** Where the person starts. */
  open: string;
  /** What the person does, by event type. */
  events?: Record<string, (event: EventObject) => string>;
  /** What the person sees, by the path of the state reached ("form.incomplete"), or of a state it is in ("code"). */
  states?: Record<string, Seen>;
  /** The calls the machine makes, by the id of the invoked actor ("login"): their answers are steps too. */
  calls?: Record<string, Call>;
}

export const quoted = (text: string) => `"${text}"`;

/** A description of what the person sees, not a text of the page: `Shows nothing new`… */
export const looks = (sentence: string) => () => sentence;

/** A page the flow ends on, by its route. */
export const page = (route: string) => looks(`The page ${route} opens`);

/** The message of an answer or a refusal carried by an event, if any. */
export function messageOf(event: EventObject): string | undefined {
  const carried = (event as { error?: unknown; output?: unknown }).error ?? (event as { output?: unknown }).output;
  if (typeof carried === 'string') return carried;
  const message = carried && typeof carried === 'object' ? (carried as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** The server's words when it gives some, else the fallback the specification names. */
export const serverSays = (fallback: string) => (event: EventObject) => `Shows the message ${quoted(messageOf(event) ?? fallback)}`;

/** A refusal with no fallback text of the specification's: the server's words when it gives some, else that `what` failed. */
export const refused = (what: string) => (event: EventObject) => {
  const message = messageOf(event);
  return message === undefined ? `Says ${what} failed` : `Shows the message ${quoted(message)}`;
};

/** A failure the page offers to try again: as `refused`, with "Try again". */
export const failedWithRetry = (what: string) => (event: EventObject) => `${refused(what)(event)}, with a ${quoted(DASHBOARD_TEXTS.retry)} button`;

/** The fields an event types, in words: `email "ada@example.com", password "analytical-engine"`. */
export const typed = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([field, value]) => `${field} ${quoted(String(value))}`)
    .join(', ');

const valuesOf = (event: EventObject) => (event as { values?: Record<string, string> }).values;

/** Pressing a button: `Press "Log in"`, or, for an event that carries what was typed, `Fill in … and press "Log in"`. */
export const press = (label: string) => (event: EventObject) => {
  const values = valuesOf(event);
  return values ? `Fill in ${typed(values)} and press ${quoted(label)}` : `Press ${quoted(label)}`;
};

/**
 * A change of one form field (`form.change {field, value}`), by the label the person reads:
 * `Type " Ada " into "First name"`, `Tick "I confirm …"`, or, for a field chosen from a list,
 * `Choose "Bank account" in "Method"` (`choices` names the chosen fields, and may word their values).
 */
export const typeInto =
  (labels: Record<string, string>, choices: Record<string, Record<string, string> | true> = {}) =>
  (event: EventObject): string => {
    const { field = '', value } = event as { field?: string; value?: unknown };
    const label = quoted(labels[field] ?? field);
    if (typeof value === 'boolean') return `${value ? 'Tick' : 'Untick'} ${label}`;
    const choice = choices[field];
    if (choice) return `Choose ${quoted(choice === true ? String(value) : (choice[String(value)] ?? String(value)))} in ${label}`;
    return `Type ${quoted(String(value ?? ''))} into ${label}`;
  };

/** A wait as a person times it: "2 seconds", "30 minutes", "16 milliseconds" (never a fraction of a second). */
export function durationWords(ms: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (ms < 1_000) return unit(Math.max(1, Math.round(ms)), 'millisecond');
  const seconds = Math.round(ms / 1_000);
  if (seconds < 120) return unit(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return unit(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 48 ? unit(hours, 'hour') : unit(Math.round(hours / 24), 'day');
}

/** The captcha widget of the sign-up and login forms. */
export const CAPTCHA_EVENTS = {
  'captcha.verified': () => 'Tick the CAPTCHA',
  'captcha.expired': () => 'Let the CAPTCHA expire',
};

/** What a form says while it waits out a busy server (the server asked for 2 s), and when the one retry was refused too, under the form's state. */
export const busyStates = (state: string) => ({ [`${state}.busy`]: BUSY_NOTICES.waiting(2), [`${state}.stillBusy`]: BUSY_NOTICES.stillBusy });

export interface FormShape extends Omit<Wording, 'events'> {
  /** The label of the button that sends it. */
  submit: string;
  /** How a typed change (`form.change`) reads; none when the form sends what was typed with the submit. */
  change?: (event: EventObject) => string;
  /** Whether a failed load offers "Try again" (`form.retry`). */
  retry?: boolean;
  events?: Wording['events'];
}

/** A form's wording: type (form.change), submit (form.submit), try again (form.retry), and the rest of its table. */
export function formWording({ submit, change, retry, events, ...rest }: FormShape): Wording {
  return {
    ...rest,
    events: {
      ...(change ? { 'form.change': change } : {}),
      'form.submit': press(submit),
      ...(retry ? { 'form.retry': press(DASHBOARD_TEXTS.retry) } : {}),
      ...events,
    },
  };
}
