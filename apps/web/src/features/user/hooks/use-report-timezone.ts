import { deviceTimeZone } from '@molip/domain/time-zone';
import type { UserProfile } from '@molip/domain/user';
import { useEffect, useRef } from 'react';
import { useUpdateMe } from '../api/update-me';

/**
 * "Today" is computed in the user's zone (docs/product-rules.md#time-and-the-study-day), so after sign-in the
 * client reports the device's zone once when it differs from the profile.
 */
export function useReportTimeZone(user: UserProfile | null) {
  const updateMe = useUpdateMe();
  const reportedFor = useRef<string | null>(null);
  const { mutate } = updateMe;
  useEffect(() => {
    if (!user) return;
    const zone = deviceTimeZone();
    if (!zone || zone === user.timezone || reportedFor.current === user.id) return;
    reportedFor.current = user.id;
    mutate({ timezone: zone });
  }, [user, mutate]);
}
