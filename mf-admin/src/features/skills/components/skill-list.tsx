import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import {
  actionsColumn,
  confirm,
  DataTable,
  DeleteIconButton,
  toast,
  toastApiError,
  type DataTableColumn,
  Box,
  IconButton,
  Text,
} from 'shared-ui';
import { deleteSkill } from '../api/delete-skill';
import { getSkillUsage, usageText } from '../api/get-skill-usage';
import { useSkills } from '../api/get-skills';
import type { SkillRow } from '../api/types';
import { RenameSkillDialog } from './rename-skill-dialog';

/** The List tab: server-paged (7), sortable, searchable; rename and delete per row as the role allows. */
export function SkillList() {
  const list = useSkills();
  const permission = usePermission('Skills');
  const [renaming, setRenaming] = useState<SkillRow | null>(null);

  async function remove(skill: SkillRow) {
    let usage;
    try {
      usage = await getSkillUsage(skill.encrypted_id);
    } catch (e) {
      await toastApiError(e);
      return;
    }
    const ok = await confirm({
      title: 'Delete Skill?',
      message: (
        <>
          <Text fontWeight="medium">{skill.name}</Text>
          <Text>{usageText(usage)}</Text>
        </>
      ),
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteSkill(skill.encrypted_id);
      toast.success('Deleted Successfully');
      await list.mutate();
    } catch (e) {
      await toastApiError(e);
    }
  }

  const columns: DataTableColumn<SkillRow>[] = [{ key: 'name', header: 'Skill', sortable: true }];
  if (permission.m_edit || permission.m_delete) {
    columns.push({
      ...actionsColumn((skill) => (
        <>
          {permission.m_edit && (
            <IconButton
              aria-label={`Edit ${skill.name}`}
              size="xs"
              variant="ghost"
              onClick={() => setRenaming(skill)}
            >
              <LuPencil />
            </IconButton>
          )}
          {permission.m_delete && (
            <DeleteIconButton
              aria-label={`Delete ${skill.name}`}
              size="xs"
              onClick={() => void remove(skill)}
            />
          )}
        </>
      )),
      width: '7rem',
    });
  }

  return (
    <Box maxW="4xl">
      <DataTable columns={columns} list={list} caption="Skills" searchPlaceholder="Search skills" />
      <RenameSkillDialog
        skill={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => void list.mutate()}
      />
    </Box>
  );
}
