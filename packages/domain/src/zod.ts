import * as z from 'zod/mini';
import { issueMessage } from './zod-messages.ts';

// Korean messages for every schema, server and client alike: a check without its own message gets the
// app's default sentence (`zod/mini` installs no locale at all).
z.config({ localeError: issueMessage });

export { z };
