import { ko } from 'zod/locales';
import * as z from 'zod/mini';

// Validation messages in Korean for every schema, server and client alike: a check without its own message
// gets Zod's Korean default (`zod/mini` installs no locale at all).
z.config(ko());

export { z };
