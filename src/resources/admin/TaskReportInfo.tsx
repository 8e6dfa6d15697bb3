/** A task report's Info dialog: the whole task title, its dates, the user, the answer date and the answer as typed. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/TaskReportInfo.tsx"
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Detail } from '../../common/display';
import { formatDate } from '../../common/format';
import { InfoDialogButton } from '../../common/InfoDialog';
import type { TaskReportRecord } from './reports';
import { useT } from '../../common/i18n';

const day = (value: unknown) => (value ? formatDate(String(value)) : '-');

const TaskReportInfo = () => {
  const t = useT();
  const record = useRecordContext<TaskReportRecord>();
  if (!record) return null;
  return (
    <InfoDialogButton
      title={t('Task Report')}
      ariaLabel={t('Info of the report of %{user} on %{date}', {
        user: record.user?.name ?? '',
        date: String(record.answer_date ?? ''),
      }).trim()}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Detail label="Task">{record.task?.title ?? '-'}</Detail>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Detail label="Start Date">{day(record.task?.start_date)}</Detail>
          <Detail label="End Date">{day(record.task?.end_date)}</Detail>
          <Detail label="User">{record.user?.name ?? '-'}</Detail>
          <Detail label="Answer Date">{day(record.answer_date)}</Detail>
        </Box>
        <Detail label="Answer">{record.answer ? String(record.answer) : '-'}</Detail>
      </Box>
    </InfoDialogButton>
  );
};

export default TaskReportInfo;
