/** The department reports' one non-CRUD call: GET userdepartmentreport/download/{report_id}, a File answer's file… */
// Reasoning: docs/decisions.md "Notes: src/api/methods/reports.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const reportMethods = (core: CoreCalls) => ({
  /** GET userdepartmentreport/download/{report_id}: the file of a File answer. */
  departmentReportDownload: (reportId: Identifier) =>
    core.download(`userdepartmentreport/download/${encodeURIComponent(String(reportId))}`),
});
