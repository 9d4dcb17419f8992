import { RouterLink, Box, Flex, HStack, Link, Text } from 'shared-ui';
import { STATIC_PAGES, type StaticPath } from '../routes';

const COPYRIGHT_YEAR = 2026;

export function FooterLinks() {
  return (
    // four links on one line of a phone; when they wrap, the lines stay close
    <HStack as="nav" aria-label="Footer" columnGap={{ base: 2.5, sm: 4 }} rowGap={1} wrap="wrap">
      {(Object.keys(STATIC_PAGES) as StaticPath[]).map((path) => (
        <Link key={path} asChild fontSize="sm" color="fg.muted">
          <RouterLink to={path}>{STATIC_PAGES[path]}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}

export function Footer({ companyName }: { companyName: string }) {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.panel" px={{ base: 4, md: 6 }} py={3}>
      <Flex gap={3} wrap="wrap" justify="space-between" align="center">
        <Text fontSize="sm" color="fg.muted">
          © {COPYRIGHT_YEAR} {companyName}. All rights reserved.
        </Text>
        <FooterLinks />
      </Flex>
    </Box>
  );
}
