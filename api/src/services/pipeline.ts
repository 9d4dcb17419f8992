// The link service lives in modules/links; this name stays for the callers being moved by others at the same time.
export {
  checkStatusPair,
  createLink,
  DUPLICATE_LINK,
  INITIAL_MAIN_STATUS,
  INITIAL_SUB_STATUS,
  moveLink,
  OFFERED_CTC_POSITIVE,
  SUB_NOT_OF_MAIN,
  type By,
  type LinkInput,
  type MoveInput,
} from '../modules/links/service.js';
