/**
 * The department reports and task reports of the demo (spec 3 §3 "Department report", "Task
 * report"): each staff member's daily report answers the questions (fields) of a department, and
 * each task gets progress answers from its assignee. Built from the seeded departments, their
 * fields, the tasks and the users of each organization, so every answer matches its field's
 * option type; File fields (site photos, FMB sketches) answer with a file name and the report's
 * id as `report_id`, whose bytes GET userdepartmentreport/download/{report_id} returns
 * (mocks/handlers/reports.ts, from `reportFile`).
 */
import { DAY, IST, ORGS, Random, seedOf, type Row, type Tables } from './context';
import { pdfDocument, svgPicture } from './documents';

const TEXT_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  'Call summary': [
    'Called 40 leads from the Facebook campaign; 6 asked for a site visit on Sunday.',
    'Most enquiries were about the Guduvanchery layout; two customers want a bank loan.',
    'Follow-up calls for last week’s expo visitors; three are ready to book.',
  ],
  'Work done today': [
    'Road formation completed up to the 3rd cross street; culvert work started.',
    'Compound wall plastering done on the east side; drainage trench marked.',
    'Boundary stones fixed for plots 12 to 28; water line tested.',
  ],
  'Pending issues': [
    'EC for survey no. 214/3 still awaited from the Sub-Registrar office.',
    'Patta transfer of two plots pending at the Taluk office.',
    'One customer has not sent the PAN copy for registration.',
  ],
  'Layout surveyed': ['Sri Balaji Nagar Phase 2, Padappai', 'Green Meadows, Saravanampatti', 'Lakshmi Garden, Othakadai'],
  Remarks: [
    'Title is clear for 30 years; parent documents verified.',
    'Advised a rectification deed for the spelling mistake in the sale deed.',
    'Pending litigation check with the advocate in Tirunelveli.',
  ],
};

const TASK_ANSWERS: readonly string[] = [
  'Visited the site with the surveyor; boundary stones fixed on the north side. Remaining work tomorrow.',
  'Called all 18 customers; 11 confirmed, 4 asked to reschedule, 3 did not answer.',
  'Documents collected from the Sub-Registrar office; EC copy attached to the file.',
  'Vendor quotations received (₹42,000 and ₹47,500); waiting for approval from the manager.',
  'Completed. Photos shared in the office WhatsApp group and the register updated.',
  'Customer asked for two more days to arrange the DD; follow-up call on Friday.',
  'Expo stall set up with 500 brochures; 23 enquiries collected on the first day.',
  'Bank officer visited the site; loan sanction expected next week for two customers.',
  'Prices updated for 46 plots; corner plots marked with the 5% premium.',
  'Advocate needs the 1985 parent deed; requested a certified copy from the family.',
];

const day = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10);

type AnyRow = Record<string, unknown>;

/** The answer of a field by its option type (the answer is what the staff member typed: text). */
const answerOf = (r: Random, field: AnyRow, reportNo: number, today: string): { answer: string; file?: true } => {
  const options = Array.isArray(field.option_value)
    ? (field.option_value as { option_value?: string }[]).map(o => String(o.option_value ?? ''))
    : [];
  const name = String(field.name ?? '');
  switch (field.option_type) {
    case 'Number':
      return { answer: String(/₹/.test(name) ? r.int(2, 60) * 5000 : r.int(1, 40)) };
    case 'Radio':
    case 'Select':
      return { answer: options.length ? r.pick(options) : 'Yes' };
    case 'Checkbox':
      return { answer: (options.length ? r.sample(options, r.int(1, Math.min(3, options.length))) : ['Yes']).join(', ') };
    case 'Bool':
      return { answer: r.chance(0.7) ? 'Yes' : 'No' };
    case 'Range': {
      const min = Number(field.min ?? 0);
      const max = Number(field.max ?? 100);
      return { answer: String(r.int(min, max)) };
    }
    case 'Date':
      return { answer: today };
    case 'File': {
      const pdf = /sketch|fmb/i.test(name);
      const base = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return { answer: `${base}-${reportNo}.${pdf ? 'pdf' : 'svg'}`, file: true };
    }
    default:
      return { answer: r.pick(TEXT_ANSWERS[name] ?? TEXT_ANSWERS['Work done today']!) };
  }
};

const byOrg = (rows: Row[] | undefined, orgid: number) => (rows ?? []).filter(r => r.organization_id === orgid);

export function seedReports(tables: Tables, now: Date): void {
  const clock = Math.floor(now.getTime() / DAY) * DAY;
  const departmentReports: Row[] = [];
  const taskReports: Row[] = [];
  for (const orgid of ORGS) {
    const r = new Random(seedOf('reports', orgid));
    const users = byOrg(tables.user, orgid);
    const departments = byOrg(tables.userdepartment, orgid).filter(d => d.status === 'Active');
    const fields = byOrg(tables.userdepartmentfield, orgid);
    const tasks = byOrg(tables.usertask, orgid);
    if (!users.length) continue;
    const count = orgid === 1 ? 34 : 14;
    for (let i = 0; i < count && departments.length; i += 1) {
      const department = departments[i % departments.length]!;
      const user = r.pick(users);
      const submitted = clock - Math.round(((count - i) / count) * 90) * DAY + r.int(10, 19) * 3_600_000;
      const reportNo = departmentReports.length + 1;
      const questions = fields
        .filter(f => f.dept_id === department.id && f.status !== 'Inactive')
        .sort((a, b) => Number(a.order) - Number(b.order));
      departmentReports.push({
        id: reportNo,
        organization_id: orgid,
        user_id: user.id,
        dept_id: department.id,
        date_of_submit: day(submitted),
        report_answer: questions.map((field, j) => {
          const { answer, file } = answerOf(r, field, reportNo, day(submitted));
          return {
            id: reportNo * 10 + j + 1,
            field: { id: field.id, name: field.name, option_type: field.option_type },
            answer,
            ...(file ? { report_id: reportNo } : {}),
          };
        }),
        created_at: new Date(submitted).toISOString(),
      });
    }
    const taskCount = orgid === 1 ? 30 : 12;
    for (let i = 0; i < taskCount && tasks.length; i += 1) {
      const task = tasks[i % tasks.length]!;
      const assignee = users.find(u => u.id === task.user_id) ?? r.pick(users);
      const answered = clock - Math.round(((taskCount - i) / taskCount) * 60) * DAY + r.int(10, 19) * 3_600_000;
      taskReports.push({
        id: taskReports.length + 1,
        organization_id: orgid,
        user_id: assignee.id,
        task_id: task.id,
        answer_date: day(answered),
        answer: r.pick(TASK_ANSWERS),
        created_at: new Date(answered).toISOString(),
      });
    }
  }
  tables.userdepartmentreport = departmentReports;
  tables.usertaskreport = taskReports;
}

/** The bytes of a report's file answer: a site photo (SVG) or a sketch (PDF), drawn from the answer. */
export function reportFile(report: AnyRow, answer: AnyRow): { text: string; type: string; filename: string } {
  const filename = String(answer.answer ?? 'report-file');
  const field = String((answer.field as AnyRow | undefined)?.name ?? 'Report file');
  const caption = `Report ${String(report.id)} · ${String(report.date_of_submit ?? '')}`;
  return filename.endsWith('.pdf')
    ? { text: pdfDocument(field, [caption, 'Survey sketch of the layout (demo file).']), type: 'application/pdf', filename }
    : { text: svgPicture(field, caption, (Number(report.id) * 47) % 360), type: 'image/svg+xml', filename };
}
