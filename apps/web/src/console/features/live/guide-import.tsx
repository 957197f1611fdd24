import type { XmltvImportReport } from '@glotv/contracts/live-console';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { errorText } from './live-queries.ts';

/** An XMLTV guide imported from an uploaded file or an address, and the import's report. */
export function GuideImport() {
  const { t } = useTranslation('console');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const run = useMutation({
    mutationFn: (source: { file: File } | { url: string }) =>
      ('file' in source
        ? consoleApi.upload<{ data: XmltvImportReport }>(
            '/live/xmltv/upload',
            source.file,
            /\.gz$/i.test(source.file.name) ? 'application/gzip' : 'application/xml',
          )
        : consoleApi.post<{ data: XmltvImportReport }>('/live/xmltv/url', { url: source.url })
      ).then((answer) => answer.data),
  });
  const report = run.data;

  return (
    <div className="console-panel console-form">
      <h2>{t('live.importHeading')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) run.mutate({ file });
        }}
      >
        <label className="field">
          <span className="field__label">{t('live.guideFile')}</span>
          <input
            type="file"
            name="guide"
            accept=".xml,.gz,application/xml,text/xml,application/gzip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="button" disabled={!file || run.isPending}>
          {t('live.importFile')}
        </button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (url.trim()) run.mutate({ url: url.trim() });
        }}
      >
        <TextField
          label={t('live.guideUrl')}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={!url.trim() || run.isPending}>
          {t('live.importUrl')}
        </button>
      </form>
      {run.isPending ? <p role="status">{t('live.importing')}</p> : null}
      {run.isError ? <p role="alert">{errorText(run.error)}</p> : null}
      {report ? (
        <div role="status" aria-label={t('live.report')} data-testid="xmltv-report">
          <p>
            {t('live.reportSummary', {
              imported: report.imported,
              replaced: report.replaced,
              skipped: report.skipped,
            })}
          </p>
          <ul>
            {report.reasons.map((reason) => (
              <li key={reason.reason}>
                {t(`live.reasons.${reason.reason}`)}: {reason.count}
                <ul>
                  {reason.examples.map((example) => (
                    <li key={`${example.channel}-${example.start}-${example.line}`} className="console-muted">
                      {example.channel} · {example.start} · {example.title}
                      {example.line ? ` (${t('live.line', { line: example.line })})` : ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
