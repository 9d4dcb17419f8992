import { api, apiPath } from 'shared-auth';

/** GET /api/candidates/{id}/export (admin): everything held about the candidate as one zip, saved by the browser. */
export async function exportCandidate(id: string): Promise<void> {
  const blob = await api.get(apiPath(`candidates/${id}/export`)).blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `candidate-${id}.zip`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
