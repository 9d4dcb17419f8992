// How shared-auth sends the user back to sign-in. The host registers its router's
// navigate; without one, a full page load to '/' does the job.

export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: NavigateFn | null = null;

export function setNavigate(fn: NavigateFn | null): void {
  navigateFn = fn;
}

export function goToSignIn(): void {
  if (navigateFn) navigateFn('/', { replace: true });
  else if (typeof window !== 'undefined') window.location.assign('/');
}
