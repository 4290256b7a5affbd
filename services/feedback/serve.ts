/**
 * The feedback service: `npm run feedback:serve`. Settings from the environment (README.md beside
 * this file): FEEDBACK_PORT (8109), FEEDBACK_DB (.feedback/feedback.db), FEEDBACK_ORIGINS,
 * FEEDBACK_SITE_DIR (build/), FEEDBACK_RETENTION_DAYS, FEEDBACK_RATE_LIMIT.
 */
import {readConfig} from './lib/config';
import {startFeedbackServer} from './lib/server';

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(`feedback: ${(error as Error).message}`);
  process.exit(2);
}

startFeedbackServer(config, {log: (line) => console.log(`feedback: ${line}`)}).then(
  (service) => {
    console.log(`feedback: listening on ${service.url}, database ${config.dbPath} (schema version ${service.store.version()}), origins ${config.origins.join(', ')}`);
    const stop = (): void => {
      void service.close().then(() => process.exit(0));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (error: Error) => {
    console.error(`feedback: ${error.message}`);
    process.exit(1);
  },
);
