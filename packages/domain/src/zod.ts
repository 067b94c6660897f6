import { en } from 'zod/locales';
import * as z from 'zod/mini';

// Unlike `zod`, `zod/mini` installs no locale, so a check without a Korean message would say only "Invalid
// input". English is `zod`'s default; a locale configured before this module runs is kept.
if (!z.config().localeError) z.config(en());

export { z };
