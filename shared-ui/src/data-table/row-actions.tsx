import { Link as RouterLink } from 'react-router-dom';
import { LuEye } from 'react-icons/lu';
import { Flex, IconButton } from '@chakra-ui/react';
import { EditDeleteButtons } from '../record/edit-delete-buttons';

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
      <EditDeleteButtons name={name} editTo={canEdit ? `${to}/edit` : undefined} onDelete={onDelete} />
    </Flex>
  );
}
