import { STATIC_PAGES, type StaticPath } from '../routes';
import { useStartup } from '../app/startup-context';
import { Box, Heading, Stack, Text } from 'shared-ui';

function body(path: StaticPath, company: string): string[] {
  switch (path) {
    case '/about':
      return [
        `This is the recruitment platform of ${company}: recruiters, managers, coordinators and administrators use it to track candidates through job orders, schedule interviews, keep notes and attachments, manage client companies and build reports.`,
        'It is an internal application, for staff only.',
      ];
    case '/contact':
      return [
        'For an account, a forgotten password or a change to your role, ask your administrator.',
        'For a problem with the application, contact your IT help desk and say which screen you were on and what you did.',
      ];
    case '/terms':
      return [
        `Access to this application is granted by ${company} to its staff for their work only. Do not share your sign-in details.`,
        'Candidate and client information is confidential: use it only for the recruitment work it was collected for, and do not copy it outside the company.',
      ];
    case '/privacy':
      return [
        'The application stores the personal data that candidates and clients provide (contact details, resumes, employment history) to carry out recruitment.',
        'Access is limited by role, every change is recorded, and data is removed on request or when it is no longer needed. Questions go to your administrator.',
      ];
  }
}

/** About, Contact, Terms & Conditions, Privacy Policy: readable without signing in. */
export function StaticPage({ path }: { path: StaticPath }) {
  const { config } = useStartup();
  return (
    <Box px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }} maxW="3xl">
      <Heading as="h1" size="2xl" mb={4}>
        {STATIC_PAGES[path]}
      </Heading>
      <Stack gap={3}>
        {body(path, config.company_name).map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Box>
  );
}
