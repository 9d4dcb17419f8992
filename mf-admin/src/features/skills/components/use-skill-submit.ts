import type { FormikHelpers } from 'formik';
import { useSWRConfig } from 'swr';
import { invalidateKeys, keys, toast, toastApiError } from 'shared-ui';

/**
 * The submit of the Add and Replace tabs: saves the values, says `success`, empties the form and reloads every list
 * of skills; a server message shows as an error toast (spec §8).
 */
export function useSkillSubmit<V>(save: (values: V) => Promise<unknown>, success: string) {
  const { mutate } = useSWRConfig();
  return async (values: V, helpers: FormikHelpers<V>) => {
    try {
      await save(values);
      toast.success(success);
      helpers.resetForm();
      void invalidateKeys(mutate, keys.skills.all);
    } catch (e) {
      await toastApiError(e);
    }
  };
}
