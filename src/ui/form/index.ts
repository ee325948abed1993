export { FieldError, type FieldErrorProps } from './FieldError';
export { TextField, type TextFieldProps } from './TextField';
export { useDraft } from './useDraft';
