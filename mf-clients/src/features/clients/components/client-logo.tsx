import { useState } from 'react';
import { Box, Center, Image } from 'shared-ui';

/** The client's logo, or its initials when there is none (or the link could not be loaded). */
export function ClientLogo({ url, name, size = '40px' }: { url: string | null | undefined; name: string; size?: string }) {
  const [failed, setFailed] = useState(false);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?';
  if (url && !failed) {
    return (
      <Box w={size} h={size} flexShrink={0} rounded="md" borderWidth="1px" bg="white" overflow="hidden">
        <Image src={url} alt={`${name} logo`} w="full" h="full" objectFit="contain" onError={() => setFailed(true)} />
      </Box>
    );
  }
  return (
    <Center w={size} h={size} flexShrink={0} rounded="md" bg="brand.subtle" color="brand.fg" fontWeight="semibold" fontSize="sm" aria-hidden>
      {initials}
    </Center>
  );
}
