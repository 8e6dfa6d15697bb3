/** A department report's Info dialog: the report's user, department and date, then one row per answer… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/DepartmentReportInfo.tsx"
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { Detail } from '../../common/display';
import { formatDate } from '../../common/format';
import { InfoDialogButton } from '../../common/InfoDialog';
import { saveFile } from '../../common/saveFile';
import { usePendingCall } from '../../common/useServerNotify';
import type { DepartmentReportRecord, ReportAnswer } from './reports';
import { useT } from '../../common/i18n';

const answerText = (answer: unknown): string =>
  Array.isArray(answer) ? answer.map(String).join(', ') : answer === null || answer === undefined || answer === '' ? '-' : String(answer);

const FileAnswer = ({ answer, reportId }: { answer: ReportAnswer; reportId: number | string }) => {
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending } = usePendingCall();
  const name = answerText(answer.answer);
  return (
    <Button
      size="small"
      startIcon={pending ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon fontSize="small" />}
      disabled={pending}
      aria-label={t('Download %{name}', { name })}
      onClick={() => void run(async () => saveFile(await dataProvider.departmentReportDownload(reportId)))}
    >
      {name}
    </Button>
  );
};

export const DepartmentReportAnswers = ({ record }: { record: DepartmentReportRecord }) => {
  const t = useT();
  const answers = Array.isArray(record.report_answer) ? record.report_answer : [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Detail label="User">{record.user?.name ?? '-'}</Detail>
        <Detail label="Department">{record.department?.name ?? '-'}</Detail>
        <Detail label="Date of Submit">{record.date_of_submit ? formatDate(String(record.date_of_submit)) : '-'}</Detail>
      </Box>
      {answers.length ? (
        <Table size="small" aria-label={t('Answers')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Field')}</TableCell>
              <TableCell>{t('Option Type')}</TableCell>
              <TableCell>{t('Answer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answers.map((answer, i) => {
              const isFile = answer.field?.option_type === 'File';
              const reportId = answer.report_id ?? record.id;
              return (
                <TableRow key={answer.id ?? i}>
                  <TableCell>{answer.field?.name ?? '-'}</TableCell>
                  <TableCell>{t(answer.field?.option_type ?? '-')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                    {isFile && answer.answer ? <FileAnswer answer={answer} reportId={reportId} /> : answerText(answer.answer)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">{t('No answers.')}</Typography>
      )}
    </Box>
  );
};

const DepartmentReportInfo = () => {
  const t = useT();
  const record = useRecordContext<DepartmentReportRecord>();
  if (!record) return null;
  return (
    <InfoDialogButton
      title={t('Department Report')}
      ariaLabel={t('Info of the report of %{user} on %{date}', {
        user: record.user?.name ?? '',
        date: String(record.date_of_submit ?? ''),
      }).trim()}
    >
      <DepartmentReportAnswers record={record} />
    </InfoDialogButton>
  );
};

export default DepartmentReportInfo;
