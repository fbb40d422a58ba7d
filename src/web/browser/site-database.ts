/**
 * The generator page's rules mode loads this module, and with it the bundled
 * password-rules database, only when the mode is chosen (a chunk of its own).
 */
export { SITE_DOMAINS, siteRules } from '../../api/contract/site-rules.js';
export { searchSites } from '../site-search.js';
