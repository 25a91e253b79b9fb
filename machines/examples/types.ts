/**
 * The shape of a machine's example events: a map from every event type the machine can receive
 * (its own events, and the done and error events of each promise actor it invokes) to the example
 * payloads the graph walk sends. Typed against the machine, so adding an event or an actor
 * without examples fails to compile, and an example with the wrong data does too.
 */
import type { AnyStateMachine, EventFrom, EventObject, OutputFrom, PromiseActorLogic, StateMachine } from 'xstate';
import type { Refusal } from '../refusal';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The actors a machine declares in `setup({ actors })`, as `{ src, logic }` pairs. */
type ActorsOf<TMachine> =
  TMachine extends StateMachine<Any, Any, Any, infer TActor, Any, Any, Any, Any, Any, Any, Any, Any, Any, Any, Any> ? TActor : never;

/** The names of the promise actors: each invoke's id is its actor's name, so these name the done and error events. */
type PromiseActorName<TMachine> =
  ActorsOf<TMachine> extends infer TActor ? (TActor extends { src: infer TSrc extends string; logic: PromiseActorLogic<Any, Any, Any> } ? TSrc : never) : never;

type OutputOfActor<TMachine, TName> = OutputFrom<Extract<ActorsOf<TMachine>, { src: TName }>['logic']>;

/**
 * The actors whose refusals a machine tells apart (busy, unverified, a wrong proof…): their
 * examples may be Refusals (machines/refusal.ts). Any other actor's failure is a plain Error.
 */
type RefusingActor = 'register' | 'login' | 'sendCode' | 'verifySecondFactor' | 'requestReset' | 'checkLink' | 'confirmReset' | 'undoChange' | 'prove';

export type ExampleEventType<TMachine extends AnyStateMachine> =
  | EventFrom<TMachine>['type']
  | `xstate.done.actor.${PromiseActorName<TMachine>}`
  | `xstate.error.actor.${PromiseActorName<TMachine>}`;

/** What an example of `TType` carries besides its type. */
export type ExamplePayload<TMachine extends AnyStateMachine, TType extends string> =
  TType extends `xstate.done.actor.${infer TName}`
    ? { output: OutputOfActor<TMachine, TName> }
    : TType extends `xstate.error.actor.${infer TName}`
      ? { error: TName extends RefusingActor ? Error | Refusal : Error }
      : Omit<Extract<EventFrom<TMachine>, { type: TType }>, 'type'>;

/** Every event type of the machine, each with at least the payloads the walks send (`{}` for none). */
export type Examples<TMachine extends AnyStateMachine> = {
  readonly [TType in ExampleEventType<TMachine>]: readonly [ExamplePayload<TMachine, TType>, ...ExamplePayload<TMachine, TType>[]];
};

/** A machine's examples with the machine they belong to, and the inputs it starts from. */
export interface MachineExamples<TMachine extends AnyStateMachine = AnyStateMachine> {
  events: Examples<TMachine>;
}

/** The examples of one event type as full events, ready to send. */
export function exampleEvents(examples: Record<string, readonly object[]> | undefined, type: string): EventObject[] {
  const payloads = examples?.[type];
  return payloads ? payloads.map((payload) => ({ ...payload, type })) : [{ type }];
}
