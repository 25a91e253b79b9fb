/**
 * A call's failure as an example event. A second call of a machine fails in words of its own: a
 * machine that kept the first failure's message (or lost the second's) then shows the wrong text.
 */
export const failedWith = (text: string) => [{ error: new Error(text) }] as const;

export const failed = failedWith('The request failed. Please try again.');
