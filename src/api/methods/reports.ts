/**
 * The department reports' one non-CRUD call (spec 3 §7): GET userdepartmentreport/download/{report_id},
 * a File answer's file, fetched with the session's headers (then saved by src/common/saveFile).
 */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const reportMethods = (core: CoreCalls) => ({
  /** GET userdepartmentreport/download/{report_id}: the file of a File answer. */
  departmentReportDownload: (reportId: Identifier) =>
    core.download(`userdepartmentreport/download/${encodeURIComponent(String(reportId))}`),
});
