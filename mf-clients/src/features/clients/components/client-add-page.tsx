import { useMemo } from 'react';
import { UnauthorizedPanel, usePermission } from 'shared-auth';
import { LoadingBlock } from 'shared-ui';
import { formValuesFrom } from './client-form-model';
import { ClientForm } from './client-form';

/** /clients/add: only with the Clients add permission. */
export function ClientAddPage() {
  const permission = usePermission('Clients');
  const initialValues = useMemo(() => formValuesFrom(null), []);
  if (permission.isLoading) return <LoadingBlock />;
  if (!permission.m_add) return <UnauthorizedPanel />;
  return <ClientForm mode="add" initialValues={initialValues} />;
}
