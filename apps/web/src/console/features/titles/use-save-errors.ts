import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from './title-form.ts';

/**
 * The errors of a small form from the server's answer: a validation answer spread over its fields, a conflict
 * put on the field that must be unique, anything else as one message.
 */
export function useSaveErrors(conflictField: string, conflictText: string) {
  const { t } = useTranslation('console');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'validation_failed') {
      const found = fieldErrorsOf(error.message);
      setErrors(found);
      setProblem(found[''] ?? t('titles.fixFields'));
    } else if (error instanceof ApiError && error.code === 'conflict') {
      setErrors({ [conflictField]: conflictText });
      setProblem(t('titles.fixFields'));
    } else setProblem(t('titles.failed'));
  };
  const clear = () => {
    setErrors({});
    setProblem(null);
  };
  return { errors, problem, fail, clear };
}
