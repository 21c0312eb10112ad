/**
 * `tsx server/main.ts [--demo-api]`: serves the production build. Configuration comes from the
 * environment (see --help); any mistake stops the server with one line naming the variable.
 */
import { ServeError, startAppServer } from './app.ts';
import { readServeOptions, startupNotes, USAGE } from './config.ts';

async function main(): Promise<void> {
  const options = readServeOptions(process.env, process.argv.slice(2));
  if (options === 'help') return void process.stdout.write(`${USAGE}\n`);
  for (const note of startupNotes(options)) process.stderr.write(`${note}\n`);
  const running = await startAppServer(options);
  process.stdout.write(`Serving ${options.distDir} on ${running.url}${options.demoApi ? ' with the demo API' : ''}\n`);
  const stop = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ServeError) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
