/**
 * react-dom/client for the app, through a module the build puts in the react-dom chunk
 * (vite.config.ts). react-dom is CommonJS, which the bundle initialises in the module that first
 * imports it: imported by the app's entry directly, its initialisation would run in the same task
 * as the app's, one long task on a slow phone; initialised here, it runs while the boot script
 * evaluates the react-dom chunk, in a task of its own.
 */
import * as ReactDomClient from 'react-dom/client';

export const { hydrateRoot } = ReactDomClient;
