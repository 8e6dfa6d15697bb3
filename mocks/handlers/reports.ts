/**
 * The department reports' download (spec 3 §7): GET {orgid}/userdepartmentreport/download/{report_id}
 * answers the file of the report's File answer (the seeded site photo or sketch), with
 * Content-Disposition, behind userdepartmentreport.view; 'File not found' (404) when the report
 * has no file. The lists themselves are the schema's (./schema).
 */
import { http, HttpResponse } from 'msw';
import { findRow } from '../db';
import { reportFile } from '../seed/reports';
import { API, authorize, fail, str } from './util';

export const reportHandlers = [
  http.get(`${API}/:orgid/userdepartmentreport/download/:reportId`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'userdepartmentreport', action: 'show' });
    if (caller instanceof Response) return caller;
    const report = findRow('userdepartmentreport', caller.orgid, String(params.reportId));
    const answers = Array.isArray(report?.report_answer) ? (report!.report_answer as Record<string, unknown>[]) : [];
    const answer = answers.find(
      a =>
        (a.field as { option_type?: string } | undefined)?.option_type === 'File' &&
        str(a.answer) &&
        str(a.report_id ?? report!.id) === str(params.reportId),
    );
    if (!report || !answer) return fail('File not found', 404);
    const file = reportFile(report, answer);
    const bytes = new TextEncoder().encode(file.text);
    const fallback = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return new HttpResponse(bytes.buffer as ArrayBuffer, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      },
    });
  }),
];
