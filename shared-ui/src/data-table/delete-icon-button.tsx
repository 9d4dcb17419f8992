import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';

export type DeleteIconButtonProps = Omit<
  IconButtonProps,
  'children' | 'variant' | 'colorPalette'
> & {
  /** What it deletes, e.g. "Delete Asha". */
  'aria-label': string;
};

/** A row's Delete: a red bin icon button (size, disabled, title, onClick as given). */
export function DeleteIconButton(props: DeleteIconButtonProps) {
  return (
    <IconButton variant="ghost" colorPalette="red" {...props}>
      <LuTrash2 />
    </IconButton>
  );
}
