import { IMAGE_UPLOAD } from '@glotv/contracts/catalog-editor';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { imageUrl } from '../../lib/images.ts';
import { consoleApi } from '../lib/console-api.ts';
import './shared.css';

export type UploadImageKind = 'poster' | 'banner' | 'still' | 'backdrop' | 'logo';

interface StoredImage {
  id: string;
  width: number;
  height: number;
}

interface ImageUploadFieldProps {
  label: string;
  kind: UploadImageKind;
  /** The image id, or null when none is chosen. */
  value: string | null;
  onChange: (imageId: string | null) => void;
  /** The preview's width in CSS pixels. */
  previewWidth?: number;
}

type Refusal = 'tooBig' | 'wrongType' | 'refused' | 'offline';

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'tooBig';
    if (error.status === 415) return 'wrongType';
    return 'refused';
  }
  return 'offline';
}

/**
 * A picture from the editor's computer: checked in the page for what the server refuses (type and size), sent
 * as it is, and shown at once from the portal's own image route. The server keeps the original and makes every
 * size and format the portal serves.
 */
export function ImageUploadField({
  label,
  kind,
  value,
  onChange,
  previewWidth = 120,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('console');
  const inputId = useId();
  const [refusal, setRefusal] = useState<{ reason: Refusal; detail?: string } | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      consoleApi.upload<{ data: StoredImage }>(`/catalog/images?kind=${kind}`, file, file.type),
    onSuccess: (answer) => {
      setRefusal(null);
      onChange(answer.data.id);
    },
    onError: (error) =>
      setRefusal({ reason: refusalOf(error), detail: error instanceof ApiError ? error.message : undefined }),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_UPLOAD.types as readonly string[]).includes(file.type)) {
      setRefusal({ reason: 'wrongType' });
      return;
    }
    if (file.size > IMAGE_UPLOAD.maxBytes) {
      setRefusal({ reason: 'tooBig' });
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className="image-upload" aria-busy={upload.isPending}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="image-upload__body">
        <div
          className={`image-upload__preview image-upload__preview--${kind}`}
          style={{ width: previewWidth }}
        >
          {value ? (
            <img src={imageUrl(value, previewWidth * 2)} alt="" width={previewWidth} data-image-id={value} />
          ) : (
            <span className="console-muted">{t('shared.image.none')}</span>
          )}
        </div>
        <div className="image-upload__actions">
          <input
            id={inputId}
            type="file"
            accept={IMAGE_UPLOAD.types.join(',')}
            onChange={choose}
            disabled={upload.isPending}
          />
          {upload.isPending ? (
            <span role="status" className="console-muted">
              {t('shared.image.uploading')}
            </span>
          ) : null}
          {value ? (
            <button
              type="button"
              className="button button--ghost console-small-button"
              onClick={() => onChange(null)}
            >
              {t('shared.image.remove')}
            </button>
          ) : null}
          <span className="console-muted">
            {t('shared.image.hint', { mb: IMAGE_UPLOAD.maxBytes / 1024 / 1024 })}
          </span>
          {refusal ? (
            <span role="alert" className="field__message">
              {t(`shared.image.${refusal.reason}`)}
              {refusal.reason === 'refused' && refusal.detail ? ` ${refusal.detail}` : null}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
