import { Link as RouterLink } from 'react-router-dom';
import { LuEye, LuPencil } from 'react-icons/lu';
import { Flex, IconButton } from '@chakra-ui/react';
import { DeleteIconButton } from './delete-icon-button';

export interface RowActionsProps {
  /** The record's name, for the buttons' labels ("View Asha", "Edit Asha", "Delete Asha"). */
  name: string;
  /** The record's page; Edit opens `${to}/edit`. */
  to: string;
  /** Shows Edit (the module's edit permission). */
  canEdit?: boolean;
  /** Shows Delete, which calls this (the module's delete permission decides whether it is given). */
  onDelete?: () => void;
}

/** A table row's View, Edit and Delete icon buttons, right-aligned (a DataTable 'Actions' column). */
export function RowActions({ name, to, canEdit = false, onDelete }: RowActionsProps) {
  return (
    <Flex gap={1} justify="flex-end">
      <IconButton asChild aria-label={`View ${name}`} size="sm" variant="ghost">
        <RouterLink to={to}>
          <LuEye />
        </RouterLink>
      </IconButton>
      {canEdit && (
        <IconButton asChild aria-label={`Edit ${name}`} size="sm" variant="ghost">
          <RouterLink to={`${to}/edit`}>
            <LuPencil />
          </RouterLink>
        </IconButton>
      )}
      {onDelete && (
        <DeleteIconButton aria-label={`Delete ${name}`} size="sm" onClick={onDelete} />
      )}
    </Flex>
  );
}
