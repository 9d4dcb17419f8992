import type { ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title (e.g. a record's id or status). */
  subtitle?: ReactNode;
  /** Buttons on the right (wrap under the title on a phone). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap={3}
      wrap="wrap"
      mb={4}
    >
      <Box minW={0}>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} lineClamp={2}>
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize="sm" mt={1}>
            {subtitle}
          </Text>
        )}
      </Box>
      {actions && (
        <HStack gap={2} wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
