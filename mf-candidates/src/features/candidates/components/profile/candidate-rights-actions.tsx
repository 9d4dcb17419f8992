import { confirm, Button, Field, Stack, Text, Textarea, runAction } from 'shared-ui';
import { LuFileArchive, LuUserX } from 'react-icons/lu';
import { useSession } from 'shared-auth';
import { eraseCandidate } from '../../api/erase-candidate';
import { exportCandidate } from '../../api/export-candidate';

/** Administrators only: the candidate's data as one archive, or erased at their request (README, Operations). */
export function CandidateRightsActions({ candidateId, onErased }: { candidateId: string; onErased: () => void }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;

  const download = () => runAction({ run: () => exportCandidate(candidateId) });

  async function erase() {
    let reason = '';
    const ok = await confirm({
      title: 'Erase candidate',
      message: (
        <Stack gap={3}>
          <Text>
            Their personal data, notes&apos; text, messages and files are removed for good; job order links and their history stay
            as &quot;Erased candidate&quot;.
          </Text>
          <Field.Root required>
            <Field.Label>Reason</Field.Label>
            <Textarea name="reason" maxLength={1000} onChange={(e) => (reason = e.target.value)} />
          </Field.Root>
        </Stack>
      ),
      confirmLabel: 'Erase',
      destructive: true,
    });
    if (!ok) return;
    await runAction({
      run: () => eraseCandidate(candidateId, reason),
      success: (answer) => answer.message || 'Erased.',
      invalidate: onErased,
    });
  }


  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void download()}>
        <LuFileArchive /> Export data
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => void erase()}>
        <LuUserX /> Erase
      </Button>
    </>
  );
}
