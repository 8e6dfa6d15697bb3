/** The department reports and the task reports: read-only lists, 20 per page, created_at descending, each row with an Info dialog. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/reports.ts"
import { defineSchema, type RecordOf } from '../../common/schema/define';
import { date, json, longText, reference } from '../../common/schema/fields';

const READ_ONLY = { group: 'admin', reducedMenu: false, views: ['list'], deletable: false, perPage: 20, seed: false } as const;

/** One answer of a department report (§3): the field asked, the answer typed, and a File answer's report_id. */
export interface ReportAnswer {
  id?: number;
  field?: { id?: number; name?: string; option_type?: string } | null;
  answer?: unknown;
  /** Only on File answers: the id of GET userdepartmentreport/download/{report_id}. */
  report_id?: number | string | null;
}

export const userdepartmentreport = defineSchema({
  ...READ_ONLY,
  name: 'userdepartmentreport',
  label: 'Department Reports',
  singular: 'Department Report',
  icon: 'departmentreport',
  recordRepresentation: 'user_id',
  listFilters: [{ kind: 'dateRange', label: 'Date Range', field: 'date_of_submit', alwaysOn: true }],
  fields: {
    user_id: reference('User', { resource: 'user', display: 'name', embed: 'user' }).filterKey('uid').in('list', 'filter', 'search'),
    dept_id: reference('Department', { resource: 'userdepartment', display: 'name', embed: 'department' })
      .filterKey('deptid')
      .in('list', 'filter', 'search'),
    date_of_submit: date('Date of Submit').in('list', 'sort'),
    report_answer: json('Answers').only('search'),
  },
});

export const usertaskreport = defineSchema({
  ...READ_ONLY,
  name: 'usertaskreport',
  label: 'Task Reports',
  singular: 'Task Report',
  icon: 'taskreport',
  recordRepresentation: 'user_id',
  listFilters: [{ kind: 'dateRange', label: 'Date Range', field: 'answer_date', alwaysOn: true }],
  fields: {
    user_id: reference('User', { resource: 'user', display: 'name', embed: 'user' }).filterKey('uid').in('list', 'filter', 'search'),
    task_id: reference('Task', { resource: 'usertask', display: 'title', embed: 'task', embedFields: ['start_date', 'end_date'] })
      .filterKey('tid')
      .cut(80)
      .in('list', 'filter', 'search'),
    answer_date: date('Answer Date').in('list', 'sort'),
    answer: longText('Answer').only('search'),
  },
});

export type DepartmentReportRecord = RecordOf<typeof userdepartmentreport> & {
  report_answer?: ReportAnswer[] | null;
  user?: { id: number; name?: string } | null;
  department?: { id: number; name?: string } | null;
};
export type TaskReportRecord = RecordOf<typeof usertaskreport> & {
  task?: { id: number; title?: string; start_date?: string | null; end_date?: string | null } | null;
  user?: { id: number; name?: string } | null;
};
