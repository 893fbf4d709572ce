import { createClient } from './api/client.js';
import { mountSearchBox } from './ui/search-box.js';

const client = createClient({ baseUrl: window.KB_API_BASE || '/api' });
mountSearchBox(document.querySelector('#kb-search'), client);
