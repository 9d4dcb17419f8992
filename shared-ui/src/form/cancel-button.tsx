import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { discardDraft } from './form-draft';

/** A form's Cancel: drops the form's draft (a cancel keeps nothing to restore) and goes to `to`. */
export function CancelButton({
  draft,
  record,
  to,
  disabled,
}: {
  /** the form's draft id and record, as its FormDraft has them */
  draft: string;
  record?: string | null;
  to: string;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      onClick={() => {
        discardDraft(draft, record);
        navigate(to);
      }}
      disabled={disabled}
    >
      Cancel
    </Button>
  );
}
