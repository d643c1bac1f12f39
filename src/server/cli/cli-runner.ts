/**
 * What every command-line tool shares: errors with exit codes (0 done, 1 failed, 2 wrong usage) and
 * one way to run a main function, its output on stdout and a CliError's message on stderr.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Runs a command's main function: its output on stdout, a CliError's message on stderr. */
export function runCli(name: string, main: () => Promise<string>): void {
  main().then(
    (output) => {
      process.stdout.write(`${output}\n`);
      process.exitCode = 0;
    },
    (error: unknown) => {
      if (error instanceof CliError) {
        process.stderr.write(`${error.message}\n`);
        process.exitCode = error.exitCode;
      } else {
        process.stderr.write(
          `${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        );
        process.exitCode = 1;
      }
    },
  );
}
