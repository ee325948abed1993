export { FieldError, type FieldErrorProps } from './FieldError';
export { TextField, type TextFieldProps } from './TextField';
export { useDraft } from './useDraft';
export { DEFAULT_MAX_CHARS, lengthAfter, tooLongMessage, useInputLimit } from './limit';
export { TextLimitNotice } from './TextLimitNotice';
