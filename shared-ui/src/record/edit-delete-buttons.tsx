import { Link as RouterLink } from 'react-router-dom';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { IconButton } from '@chakra-ui/react';

export interface EditDeleteButtonsProps {
  /** What the buttons act on, for their labels: "Edit <name>", "Delete <name>". */
  name: string;
  /** The edit form's address: shows Edit (given with the module's edit permission). */
  editTo?: string;
  /** Shows Delete, which calls this (given with the module's delete permission). */
  onDelete?: () => void;
  /** Delete spins while the deletion runs. */
  deleting?: boolean;
  /** The buttons' size: 'sm' (a record's header, a table's row), 'xs' (a dense table's row). */
  size?: 'xs' | 'sm';
}

/** A record's Edit and Delete icon buttons (a record's header, a table row's actions). */
export function EditDeleteButtons({
  name,
  editTo,
  onDelete,
  deleting,
  size = 'sm',
}: EditDeleteButtonsProps) {
  return (
    <>
      {editTo && (
        <IconButton asChild aria-label={`Edit ${name}`} title="Edit" size={size} variant="ghost">
          <RouterLink to={editTo}>
            <LuPencil />
          </RouterLink>
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          aria-label={`Delete ${name}`}
          title="Delete"
          size={size}
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
          loading={deleting}
        >
          <LuTrash2 />
        </IconButton>
      )}
    </>
  );
}
