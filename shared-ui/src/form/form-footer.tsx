import { Flex, type FlexProps } from '@chakra-ui/react';

/** A form's Cancel / Save row, kept in view at the bottom of the screen while the form scrolls. */
export function FormFooter(props: FlexProps) {
  return (
    <Flex
      gap={3}
      justify="flex-end"
      position="sticky"
      bottom={0}
      py={3}
      bg="bg"
      borderTopWidth="1px"
      zIndex={1}
      {...props}
    />
  );
}
