// The screen an admin sees before a module is loaded from another place: it names each module
// and the origin its code would come from. Nothing of that code is fetched before Continue.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProvider, Button, Center, Heading, List, Stack, Text } from 'shared-ui';
import { PageCard } from '../layout/page-card';
import type { Overrides } from './overrides';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export function OverrideConfirm({
  pending,
  onAnswer,
}: {
  pending: Overrides;
  onAnswer: (load: boolean) => void;
}) {
  const [answered, setAnswered] = useState(false);
  const entries = Object.entries(pending);
  const answer = (load: boolean) => {
    setAnswered(true);
    onAnswer(load);
  };
  return (
    <Center minH="100dvh" p={4} bg="bg.subtle">
      <PageCard
        as="section"
        role="alertdialog"
        aria-labelledby="override-title"
        aria-describedby="override-body"
        maxW="xl"
        p={{ base: 5, md: 8 }}
      >
        <Stack gap={4}>
          <Heading as="h1" size="lg" id="override-title">
            Load a module from another place?
          </Heading>
          <Stack gap={3} id="override-body">
            <Text>This link asks to replace a module of the suite with code from elsewhere:</Text>
            <List.Root ps={5} gap={2}>
              {entries.map(([remote, url]) => (
                <List.Item key={remote}>
                  <Text as="span" fontWeight="semibold">
                    {remote}
                  </Text>{' '}
                  from{' '}
                  <Text as="span" fontWeight="semibold">
                    {originOf(url)}
                  </Text>
                  <Text fontFamily="mono" fontSize="sm" mt={1} wordBreak="break-all">
                    {url}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
            <Text>
              That code would run signed in as you, and could read and change everything you can.
              Continue only if you opened this link yourself, for example to try a development
              server. It stays in effect in this tab until you reset it or sign out.
            </Text>
          </Stack>
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap={3}>
            <Button variant="outline" disabled={answered} onClick={() => answer(false)} autoFocus>
              Cancel
            </Button>
            <Button colorPalette="red" disabled={answered} onClick={() => answer(true)}>
              Continue
            </Button>
          </Stack>
        </Stack>
      </PageCard>
    </Center>
  );
}

/** Shows the confirmation in #root; resolves true for Continue, false for Cancel (the normal modules load). */
export function confirmOverrides(pending: Overrides, root: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const reactRoot = createRoot(root);
    reactRoot.render(
      <UiProvider>
        <OverrideConfirm
          pending={pending}
          onAnswer={(load) => {
            // unmount after React finished handling the click, before the app takes #root
            setTimeout(() => {
              reactRoot.unmount();
              resolve(load);
            }, 0);
          }}
        />
      </UiProvider>,
    );
  });
}
