import { readFileSync } from 'node:fs';

/** A string constant of the contract the SPA and the server share (TypeScript, so read, not imported). */
export const contractString = (file, name) => readFileSync(`contract/${file}`, 'utf8').match(new RegExp(`${name}\\s*=\\s*'([^']+)'`))?.[1];

/** Set on <html> once the app has hydrated the page (contract/earlyPress.ts). */
export const APP_READY_ATTRIBUTE = contractString('earlyPress.ts', 'APP_READY_ATTRIBUTE');
