/** A backup or restore refused or failed: its message tells the operator what to do (exit code 1). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
