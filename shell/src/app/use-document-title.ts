import { useLayoutEffect } from 'react';
import { documentTitle } from '../routes';

/**
 * 'Dashboard' → document.title 'Dashboard · Recruitment'. A layout effect, so that a module
 * rendered below may refine the title in its own (later) effect.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
