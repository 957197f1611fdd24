import type { MediaEncode } from '@glotv/contracts/console-media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { EncodeRow } from './encode-row.tsx';
import { UploadPanel } from './upload-panel.tsx';
import './video-page.css';

const encodesKey = ['console', 'media', 'encodes'] as const;

/**
 * Editor: upload a source video (resumable), watch its encode into the quality ladder live, cancel it, and
 * see earlier encodes with their renditions' measured bit rates or ffmpeg's error.
 */
export function VideoPage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('video.heading'));
  const client = useQueryClient();
  const encodes = useQuery({
    queryKey: encodesKey,
    queryFn: () => consoleApi.get<{ data: MediaEncode[] }>('/media/encodes').then((answer) => answer.data),
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: encodesKey }), [client]);
  const startEncode = useMutation({
    mutationFn: (uploadId: string) =>
      consoleApi.post<{ data: MediaEncode }>('/media/encodes', { uploadId }).then((answer) => answer.data),
    onSuccess: () => refresh(),
  });

  return (
    <section className="console-page">
      <h1>{t('video.heading')}</h1>
      <p className="console-muted">{t('video.intro')}</p>
      <UploadPanel onUploaded={(uploadId) => startEncode.mutate(uploadId)} />
      <FormMessage text={startEncode.isError ? t('video.encodeFailedToStart') : null} />
      <h2>{t('video.encodes')}</h2>
      {encodes.data ? (
        encodes.data.length === 0 ? (
          <p className="console-muted">{t('video.noEncodes')}</p>
        ) : (
          <ul className="console-rows" aria-label={t('video.encodes')}>
            {encodes.data.map((encode) => (
              <EncodeRow key={encode.id} initial={encode} onChanged={refresh} />
            ))}
          </ul>
        )
      ) : encodes.isError ? (
        <FormMessage text={t('video.loadFailed')} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
