import { REPORT_NAME_MAX } from 'contract/rules/reports';
import { Form, Formik, type FormikHelpers } from 'formik';
import { LuSave } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { ErrorsFollowValues, showApiError, showError, TextField, toast, useFlashErrors, Box, Card, SimpleGrid } from 'shared-ui';
import { createReport } from '../api/create-report';
import { useSavedReports } from '../api/get-reports';
import type { ReportColumn } from '../api/types';
import { isCustomColumn } from '../report-columns';
import { ColumnPicker } from './column-picker';
import { REQUIRED, ReportTargetFields } from './report-target-fields';
import { ReportSubmit } from './report-submit';
import { SavedReports } from './saved-reports';

interface Values {
  client_id: string;
  job_id: string;
  report_name: string;
  columns: ReportColumn[];
}

const INITIAL: Values = { client_id: '', job_id: '', report_name: '', columns: [] };
export const COLUMNS_REQUIRED = 'Select at least one report column.';

/**
 * The Custom Details tab: pick and order the report's columns, name it, Generate and Save
 * (needs Data Tables add); the saved reports below (needs view), with download and delete.
 */
export function CustomDetails() {
  const permission = usePermission('Data Tables');
  const flash = useFlashErrors();
  const list = useSavedReports(permission.m_view);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const errors: Record<string, string> = {};
    if (!values.client_id) errors.client_id = REQUIRED.client;
    if (!values.job_id) errors.job_id = REQUIRED.job;
    if (!values.report_name.trim()) errors.report_name = REQUIRED.name;
    if (values.columns.length === 0) errors.columns = COLUMNS_REQUIRED;
    if (Object.keys(errors).length) {
      flash.flash(errors);
      return;
    }
    flash.clear();
    try {
      const res = await createReport({
        client_id: values.client_id,
        job_id: values.job_id,
        report_name: values.report_name.trim(),
        columns_array: values.columns.map((c) => (isCustomColumn(c.key) ? c : c.key)),
      });
      if (res.status === false) {
        await showError({ message: res.message });
        return;
      }
      toast.success(res.message || 'Added Successfully');
      // spec §4: a successful save clears client, job and report name (the columns stay for the next one)
      helpers.resetForm({ values: { ...values, client_id: '', job_id: '', report_name: '' } });
      if (permission.m_view) await list.mutate();
    } catch (e) {
      await showApiError(e);
    }
  }

  return (
    <Box>
      {permission.m_add && (
        <Formik initialValues={INITIAL} onSubmit={submit}>
          <Form noValidate aria-label="New custom report">
            <ErrorsFollowValues errors={flash} />
            <Card.Root variant="outline">
              <Card.Body gap={6}>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} alignItems="start">
                  <Box gridColumn={{ md: 'span 2' }}>
                    <ReportTargetFields errors={flash.errors} />
                  </Box>
                  <TextField
                    name="report_name"
                    label="Report Name"
                    required
                    maxLength={REPORT_NAME_MAX}
                    error={flash.errors.report_name}
                  />
                </SimpleGrid>
                <ColumnPicker error={flash.errors.columns} />
                <ReportSubmit busyText="Saving…">
                  <LuSave /> Generate and Save
                </ReportSubmit>
              </Card.Body>
            </Card.Root>
          </Form>
        </Formik>
      )}
      {permission.m_view && <SavedReports list={list} />}
    </Box>
  );
}
