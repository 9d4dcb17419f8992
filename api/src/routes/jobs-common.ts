// The links module owns this message; this name stays for the search module's import until its path is updated.
export { NOT_LINKED } from '../modules/links/schema.js';
