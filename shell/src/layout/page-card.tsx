import { Box, type BoxProps } from 'shared-ui';

/** A card alone in the middle of a page, before the suite opens (sign-in, a module-override question). */
export function PageCard(props: BoxProps) {
  return <Box w="full" bg="bg.panel" borderWidth="1px" rounded="lg" shadow="sm" {...props} />;
}
