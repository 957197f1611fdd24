import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * Stand-ins with the props of the console's shared `VideoAssetPicker` and `ImageUploadField` (value an id or
 * null): the asset or image is named by its id until the pickers are used here.
 */
export function AssetIdField({
  label,
  value,
  onChange,
  message,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  message?: string | null;
}) {
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.trim() || null)}
      message={message}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

export function ImageIdField({
  label,
  value,
  onChange,
  message,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  message?: string | null;
}) {
  return <AssetIdField label={label} value={value} onChange={onChange} message={message} />;
}
