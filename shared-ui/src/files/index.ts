export {
  acceptOf,
  fileRefusal,
  useUploadMaxBytes,
  DEFAULT_UPLOAD_MAX_BYTES,
  DOCUMENT_KINDS,
  IMAGE_KINDS,
  RESUME_KINDS,
  type FileKind,
} from './check-file';
export { useObjectUrl } from './use-object-url';
