// @college/web-kit/ui: the UI primitives, built from the theme tokens (styled-components). See web-kit/README.md.
export { Button, buttonStyles, type ButtonProps, type ButtonVariant, type ButtonStyleProps } from './button';
export {
  Field,
  FieldBox,
  Input,
  Select,
  TextArea,
  TextField,
  SelectField,
  TextAreaField,
  RadioGroup,
  Checkbox,
  ChoiceLabel,
  Hint,
  FieldError,
  ErrorList,
  controlStyles,
  hasErrors,
  type ControlProps,
  type FieldProps,
  type FieldErrors,
  type Option,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type RadioGroupProps,
  type CheckboxProps,
} from './field';
export { FileChooser, FileInput, type FileChooserProps, type FileInputProps } from './file-input';
export { Alert, TONES, type AlertProps, type Tone } from './alert';
export { ToastProvider, TOAST_MIN_MS, useToast, type Toaster, type ToastInput, type ToastKind } from './toast';
export { Modal, ModalActions, type ModalProps } from './modal';
export { DataTable, TableStyles, type Column, type DataTableProps } from './data-table';
export { Badge, type BadgeTone } from './badge';
export { Spinner, PageSpinner } from './spinner';
export { Panel, type PanelProps } from './panel';
export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
