import { useMutation } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alerts-store';
import { env } from '@/config/env';
import { authSession } from '@/lib/auth-session';
import { serverMessage } from '@/lib/error-messages';
import { HttpError, httpErrorFromResponse } from '@/lib/http-error';

/** `json`: everything the learner has (profile, agreements, plans, to-dos, focus); `csv`: the focus logs. */
export type RecordsFormat = 'json' | 'csv';

const fallbackFileNames: Record<RecordsFormat, string> = {
  json: 'molip-records.json',
  csv: 'molip-focus-logs.csv',
};

/** The file name the server chose (`filename*=UTF-8''…` first, then `filename="…"`), else ours. */
export function attachmentFileName(disposition: string | null, format: RecordsFormat): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim();
  return plain || fallbackFileNames[format];
}

export type DownloadDeps = {
  fetch: typeof fetch;
  getAccessToken: () => Promise<string | null>;
  refreshAccessToken: typeof authSession.refreshForHttp;
  onSessionExpired: () => void;
};

const browserDeps: DownloadDeps = {
  fetch: (input, init) => fetch(input, init),
  getAccessToken: () => authSession.getAccessToken(),
  refreshAccessToken: () => authSession.refreshForHttp(),
  onSessionExpired: () => authSession.end(),
};

/**
 * Fetches the learner's records as a file. The token goes in the Authorization header, never in a URL (a
 * plain link would put it in history and logs), so the file comes back as a Blob; a 401 refreshes the
 * token once, as the HTTP client does.
 */
export async function fetchMyRecords(
  format: RecordsFormat,
  deps: DownloadDeps = browserDeps,
): Promise<{ blob: Blob; fileName: string }> {
  const url = `${env.apiBaseUrl}/user/me/export${format === 'csv' ? '?format=csv' : ''}`;
  for (let attempt = 0; ; attempt += 1) {
    const token = await deps.getAccessToken();
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: 'GET',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
      });
    } catch {
      throw new HttpError({ kind: 'network' });
    }
    if (response.status === 401 && attempt === 0) {
      const refreshed = await deps.refreshAccessToken();
      if (refreshed.ok) continue;
      if (refreshed.reason === 'unauthorized') deps.onSessionExpired();
    }
    if (!response.ok) {
      const text = await response.text();
      throw await httpErrorFromResponse({ status: response.status, headers: response.headers, text });
    }
    const blob = await response.blob();
    return { blob, fileName: attachmentFileName(response.headers.get('content-disposition'), format) };
  }
}

// Safari cancels a download whose object URL is revoked at once; a minute is ample for the click to start it.
const REVOKE_AFTER_MS = 60_000;

/** Hands a Blob to the browser as a download, through an object URL and a `download` link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** "내 학습 기록 내려받기": fetches the file and saves it; a failure is a Korean alert. */
export function useDownloadMyRecords() {
  return useMutation({
    mutationFn: async (format: RecordsFormat) => {
      const { blob, fileName } = await fetchMyRecords(format);
      saveFile(blob, fileName);
    },
    onError: (error) =>
      showAlert({
        variant: 'error',
        description:
          serverMessage(error) ??
          (error instanceof HttpError && error.kind === 'network'
            ? '인터넷 연결을 확인하고 다시 시도해 주세요.'
            : '학습 기록을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.'),
      }),
  });
}
