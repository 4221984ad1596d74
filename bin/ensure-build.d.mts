/** The server bundle: the app's `main` and React Router's server build. */
export const bundle: string;
/** Builds the production bundle when it is missing or older than its sources; exits the process when the build fails. */
export function ensureBuilt(): void;
